import { useState } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { schemaResolver } from '../../../lib/zod-resolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { STRATEGY_LIMITS, STRATEGY_MSG, ZGraduateProgramSchema, type TGraduateProgramInput } from '@siiicca/shared';
import { FormFields, type TFieldDef, type TFormValues, type TOption } from '../../../components/catalogue';
import { notifyError } from '../../../lib/notify';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { LocalTable } from '../../../components/subforms/local-table';
import { optionLabel } from './use-actor-options';

const EMPTY = { program_id: '', year: '' };

const judgeProgram = schemaResolver<TFormValues>(ZGraduateProgramSchema);

/** Both boxes filled, else 'Por favor llenar todos los campos'; then the shared rules (year, digits). */
const programResolver: Resolver<TFormValues> = async (values, context, options) => {
  const missing = Object.keys(EMPTY).filter((k) => values[k] === '' || values[k] === null || values[k] === undefined);
  if (missing.length > 0) {
    const errors = Object.fromEntries(missing.map((k) => [k, { type: 'required', message: STRATEGY_MSG.fillAllFields }]));
    return { values: {}, errors };
  }
  const year = /^\d+$/.test(String(values.year)) ? Number(values.year) : NaN;
  return judgeProgram({ ...values, year }, context, options);
};

/** The compact 'Programa' and 'Año' form (400 px wide) of a graduate's program. */
function ProgramDialog(p: { open: boolean; programs: TOption[]; taken: number[]; onSave: (row: TGraduateProgramInput) => void; onClose: () => void }) {
  const form = useForm<TFormValues>({ resolver: programResolver, defaultValues: EMPTY, mode: 'onTouched' });
  const fields: TFieldDef[] = [
    { kind: 'select', name: 'program_id', label: 'Programa', required: true, autocomplete: true, options: p.programs },
    { kind: 'digits', name: 'year', label: 'Año', required: true },
  ];
  const close = () => {
    form.reset(EMPTY);
    p.onClose();
  };
  const submit = form.handleSubmit(
    (values) => {
      const row = values as unknown as TGraduateProgramInput;
      if (p.taken.includes(row.program_id)) {
        form.setError('program_id', { message: STRATEGY_MSG.programTwice });
        notifyError(STRATEGY_MSG.programTwice);
        return;
      }
      p.onSave(row);
      close();
    },
    // Spec: an incomplete entry says so; a wrong year is told by the year box itself.
    (errors) => Object.values(errors).some((e) => e?.message === STRATEGY_MSG.fillAllFields) && notifyError(STRATEGY_MSG.fillAllFields),
  );
  return (
    <LocalFormDialog open={p.open} title="Programa del Egresado" maxWidth={400} dirty={form.formState.isDirty} submitLabel="Agregar" onSubmit={submit} onClose={close}>
      <FormFields fields={fields} form={form} editing={null} />
    </LocalFormDialog>
  );
}

type TRow = TGraduateProgramInput & { index: number };

/** A graduate's programs: a table (30 to a page) of program and year, with add and delete. */
export function GraduatePrograms({ form, programs }: { form: UseFormReturn<TFormValues>; programs: TOption[] }) {
  const [adding, setAdding] = useState(false);
  const list = (useWatch({ control: form.control, name: 'programs' }) as TGraduateProgramInput[] | undefined) ?? [];
  const error = form.formState.errors.programs as { message?: string; root?: { message?: string } } | undefined;
  const set = (next: TGraduateProgramInput[]) => form.setValue('programs', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const rows: TRow[] = list.map((r, index) => ({ ...r, index }));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 2, pb: 2, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        Programas *
      </Typography>
      <Stack spacing={1}>
        <LocalTable<TRow>
          label="Programas del egresado"
          rows={rows}
          rowKey={(r) => r.program_id}
          pageSize={STRATEGY_LIMITS.listPage}
          emptyText="Agregue al menos un programa"
          columns={[
            { key: 'program', header: 'Programa', render: (r) => optionLabel(programs, r.program_id) || `Programa ${r.program_id}` },
            { key: 'year', header: 'Año', render: (r) => r.year },
          ]}
          actions={[
            {
              key: 'delete',
              label: (r) => `Quitar ${optionLabel(programs, r.program_id) || 'programa'}`,
              icon: () => <DeleteOutlineIcon fontSize="small" />,
              onClick: (r) => set(list.filter((_x, i) => i !== r.index)),
            },
          ]}
        />
        {error && (
          <Typography variant="caption" color="error" role="alert">
            {error.message ?? error.root?.message}
          </Typography>
        )}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Agregar Programa
          </Button>
        </Box>
      </Stack>
      <ProgramDialog
        open={adding}
        programs={programs}
        taken={list.map((r) => r.program_id)}
        onSave={(row) => set([...list, row])}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}
