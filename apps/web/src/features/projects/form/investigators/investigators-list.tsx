import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { EMPLOYMENT_LINK_LABELS, type TEmploymentLink, type TThirdKind } from '@siiicca/shared';
import { ConfirmDialog } from '../../../../components/catalogue';
import { LocalTable, type TLocalColumn } from '../../../../components/subforms/local-table';
import type { TProjectFormValues, TProjectStepProps } from '../form-values';
import { InvestigatorDialog } from './investigator-dialog';
import { nextTemporaryId, type TExternalRow, type TInternalRow, type TInvestigatorEditing, type TInvestigatorRow } from './investigator-form';

/** Spec section 9: relationship tables show 5 rows a page. */
const PAGE_SIZE = 5;

type TListRow = { index: number; row: TInvestigatorRow };
const FIELD = { Interno: 'internal_investigators', Externo: 'external_investigators' } as const;
const OTHER = { Interno: 'external_investigators', Externo: 'internal_investigators' } as const;

const TEXTS: Record<TThirdKind, { title: string; add: string; label: string; empty: string }> = {
  Interno: { title: 'Investigadores USTA', add: 'Agregar Investigador', label: 'Investigadores USTA', empty: 'No hay investigadores registrados' },
  Externo: { title: 'Aliados Externos', add: 'Agregar Aliado', label: 'Aliados externos', empty: 'No hay aliados registrados' },
};

const col = (key: string, header: string, render: (r: TInvestigatorRow) => ReactNode): TLocalColumn<TListRow> => ({
  key,
  header,
  render: (lr) => render(lr.row),
});

const PERSON_COLUMNS = [
  col('name', 'Nombre', (r) => r.third.name),
  col('identification', 'Identificación', (r) => `${r.third.type_id} ${r.third.identification}`),
];

const COLUMNS: Record<TThirdKind, TLocalColumn<TListRow>[]> = {
  Interno: [
    col('type', 'Tipo', (r) => r.type_investigator),
    ...PERSON_COLUMNS,
    col('link', 'Vinculación', (r) => {
      const link = (r as TInternalRow).link;
      return link ? EMPLOYMENT_LINK_LABELS[link as TEmploymentLink] : '';
    }),
    col('hours', 'Horas de Nómina', (r) => (r as TInternalRow).payroll_hours ?? ''),
  ],
  Externo: [
    ...PERSON_COLUMNS,
    col('entity', 'Entidad', (r) => (r as TExternalRow).entity?.name ?? ''),
    col('interlocutor', 'Interlocutor', (r) => (r as TExternalRow).interlocutor ?? ''),
    col('contact', 'Teléfono', (r) => (r as TExternalRow).contact ?? ''),
  ],
};

/**
 * The investigators of one kind (steps 2 and 3): a table of 5 a page, add, edit and delete (asked
 * first), and the dialog. `footer` shows under the table (the payroll hours' total).
 */
export function InvestigatorsList({ kind, form, lookups, readOnly, footer }: TProjectStepProps & { kind: TThirdKind; footer?: (rows: TInvestigatorRow[]) => ReactNode }) {
  const own = (useWatch({ control: form.control, name: FIELD[kind] }) ?? []) as TInvestigatorRow[];
  const others = (useWatch({ control: form.control, name: OTHER[kind] }) ?? []) as TInvestigatorRow[];
  const [dialog, setDialog] = useState<{ open: boolean; editing: TInvestigatorEditing }>({ open: false, editing: null });
  const [removing, setRemoving] = useState<TListRow | null>(null);
  const texts = TEXTS[kind];

  const store = (next: TInvestigatorRow[]) =>
    form.setValue(FIELD[kind], next as TProjectFormValues[(typeof FIELD)[typeof kind]] & TInvestigatorRow[], { shouldDirty: true });

  const save = (row: TInvestigatorRow, index: number | null) => {
    const id = index === null ? nextTemporaryId([...own, ...others]) : own[index]?.id;
    const saved = { ...row, id } as TInvestigatorRow;
    if (kind === 'Interno') {
      // The faculty belongs to one division of its sectional: the division is kept with it.
      const internal = saved as TInternalRow;
      const faculty = lookups.sectionals.find((s) => s.id === internal.sectional_id)?.faculties.find((f) => f.id === internal.faculty_id);
      internal.division_id = faculty?.division_id ?? null;
    }
    store(index === null ? [...own, saved] : own.map((r, i) => (i === index ? saved : r)));
    setDialog((d) => ({ ...d, open: false }));
  };

  return (
    <Stack spacing={2} component="section" aria-label={texts.title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {texts.title}
        </Typography>
        {!readOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, editing: null })}>
            {texts.add}
          </Button>
        )}
      </Stack>
      <LocalTable<TListRow>
        label={texts.label}
        rows={own.map((row, index) => ({ index, row }))}
        rowKey={(r) => String(r.row.id ?? `i${r.index}`)}
        columns={COLUMNS[kind]}
        actions={
          readOnly
            ? []
            : [
                {
                  key: 'edit',
                  label: (r) => `Editar ${r.row.third.name}`,
                  icon: () => <EditOutlinedIcon fontSize="small" />,
                  onClick: (r) => setDialog({ open: true, editing: r }),
                },
                { key: 'delete', label: (r) => `Eliminar ${r.row.third.name}`, icon: () => <DeleteOutlineIcon fontSize="small" />, onClick: setRemoving },
              ]
        }
        emptyText={texts.empty}
        pageSize={PAGE_SIZE}
      />
      {footer?.(own)}
      {!readOnly && (
        <InvestigatorDialog
          kind={kind}
          open={dialog.open}
          editing={dialog.editing}
          rows={own}
          others={others}
          lookups={lookups}
          onSave={save}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        text={`Se quitará a ${removing?.row.third.name ?? ''} del proyecto.`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          store(own.filter((_r, i) => i !== removing?.index));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
