import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/zod-resolver';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MSG, STRATEGY_LIMITS, ZActivitySchema, type TActivityInput } from '@siiicca/shared';
import { ConfirmDialog, FormFields, type TFormValues } from '../../../components/catalogue';
import { notifyError } from '../../../lib/notify';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { LocalTable } from '../../../components/subforms/local-table';
import { ListHeader } from '../../../components/subforms/list-header';

type TEditing = { index: number; activity: TActivityInput } | null;

function ActivityDialog(p: { open: boolean; editing: TEditing; onSave: (activity: TActivityInput) => void; onClose: () => void }) {
  const initial = (): TFormValues => ({ ...p.editing?.activity, description: p.editing?.activity.description ?? '' });
  const form = useForm<TFormValues>({ resolver: schemaResolver<TFormValues>(ZActivitySchema), defaultValues: initial(), mode: 'onTouched' });
  useEffect(() => {
    if (p.open) form.reset(initial());
  }, [p.open, p.editing]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = form.handleSubmit(
    (values) => p.onSave(values as TActivityInput),
    () => notifyError(MSG.checkErrors),
  );
  return (
    <LocalFormDialog
      open={p.open}
      title={p.editing ? 'Editar Actividad' : 'Nueva Actividad'}
      maxWidth={700}
      dirty={form.formState.isDirty}
      submitLabel={p.editing ? 'Editar' : 'Guardar'}
      onSubmit={submit}
      onClose={p.onClose}
    >
      <FormFields fields={[{ kind: 'textarea', name: 'description', label: 'Actividad', required: true, maxLength: STRATEGY_LIMITS.activity }]} form={form} editing={null} />
    </LocalFormDialog>
  );
}

type TRow = { index: number; activity: TActivityInput };
const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The activities of a strategy: descriptions, 30 to a page, with add, edit and delete. */
export function ActivitiesList(p: { activities: TActivityInput[]; onChange: (next: TActivityInput[]) => void }) {
  const [dialog, setDialog] = useState<{ open: boolean; editing: TEditing }>({ open: false, editing: null });
  const [removing, setRemoving] = useState<TRow | null>(null);
  const rows: TRow[] = p.activities.map((activity, index) => ({ index, activity }));
  const save = (activity: TActivityInput) => {
    const at = dialog.editing?.index;
    p.onChange(at === undefined ? [...p.activities, activity] : p.activities.map((a, i) => (i === at ? activity : a)));
    setDialog((d) => ({ ...d, open: false }));
  };
  return (
    <Stack spacing={2} component="section" aria-label="Actividades">
      <ListHeader title="Actividades" addLabel="Agregar Actividad" onAdd={() => setDialog({ open: true, editing: null })} />
      <LocalTable<TRow>
        label="Actividades"
        rows={rows}
        rowKey={(r) => r.index}
        pageSize={STRATEGY_LIMITS.listPage}
        columns={[{ key: 'description', header: 'Actividad', render: (r) => <span style={{ whiteSpace: 'pre-line' }}>{r.activity.description}</span> }]}
        actions={[
          { key: 'edit', label: () => 'Editar', icon: () => <EditOutlinedIcon fontSize="small" />, onClick: (r) => setDialog({ open: true, editing: r }) },
          { key: 'delete', label: () => 'Eliminar', icon: () => <DeleteOutlineIcon fontSize="small" />, onClick: setRemoving },
        ]}
        emptyText="Agregue al menos una actividad"
      />
      <ActivityDialog open={dialog.open} editing={dialog.editing} onSave={save} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <ConfirmDialog
        open={!!removing}
        text={`Se quitará la actividad «${shorten(removing?.activity.description ?? '')}».`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          p.onChange(p.activities.filter((_a, i) => i !== removing?.index));
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
