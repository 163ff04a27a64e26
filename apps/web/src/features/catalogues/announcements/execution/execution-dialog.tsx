import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EXECUTION_LABELS, EXECUTION_MSG, type TCallExecutionSettings } from '@siiicca/shared';
import { PesosField } from '../../../../components/pesos-field';
import { CallSettingsDialog, CallSettingsForm, type TCallRef, type TSettingsFrame } from '../call-settings-dialog';
import { callExecutionQuery, useSaveCallExecution } from './call-execution-api';
import { executionResolver, toBody, toForm, type TExecutionForm } from './execution-form';

/**
 * 'Ejecución' of a call (issue 42): how its approved projects are executed: duration, report
 * schedule, budget maximum, extensions, and the clean record a lecturer needs to send a project.
 * Read by whoever manages calls; changed only with execution.manage.
 */
export function ExecutionDialog({ call, canSave, onClose }: { call: TCallRef | null; canSave: boolean; onClose: () => void }) {
  return (
    <CallSettingsDialog call={call} title={`Ejecución de la convocatoria ${call?.name ?? ''}`} options={callExecutionQuery(call?.id ?? 0)} onClose={onClose}>
      {(doc, frame) => <ExecutionForm doc={doc} canSave={canSave} frame={frame} />}
    </CallSettingsDialog>
  );
}

type TWholeField = Exclude<keyof TExecutionForm, 'budget_max'>;

/** The clean record's label is long: its parenthesis ('0 = no se exige') is the field's help, so a phone shows the label whole. */
const [, CLEAN_LABEL = EXECUTION_LABELS.cleanRecordYears, CLEAN_HELP] = /^(.*) \((.*)\)$/.exec(EXECUTION_LABELS.cleanRecordYears) ?? [];

function ExecutionForm({ doc, canSave, frame }: { doc: TCallExecutionSettings; canSave: boolean; frame: TSettingsFrame }) {
  const form = useForm<TExecutionForm>({ defaultValues: toForm(doc), resolver: executionResolver(), mode: 'onTouched' });
  const save = useSaveCallExecution(doc.announcement.id);
  // Read-only boxes rather than disabled ones: the figures stay legible (and reachable by a screen reader).
  const readOnly = !canSave;
  const { control } = form;

  const whole = (name: TWholeField, label: string, min: number, max: number, helper?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField {...f} type="number" label={label} required error={!!fieldState.error} helperText={fieldState.error?.message ?? helper} slotProps={{ htmlInput: { min, max, readOnly } }} sx={{ flex: 1 }} />
      )}
    />
  );

  return (
    <CallSettingsForm form={form} frame={frame} readOnly={readOnly} send={(v) => save.mutateAsync({ ...toBody(v), version: doc.version })} failed={EXECUTION_MSG.settingsSaveFailed}>
      <Stack spacing={2}>
        {!doc.defined && <Alert severity="info">La convocatoria aún no tiene configuración de ejecución: se muestran los valores por defecto.</Alert>}
        {readOnly && <Alert severity="info">Solo quien gestiona la ejecución de los proyectos puede cambiar esta configuración.</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {whole('duration_months', EXECUTION_LABELS.durationMonths, 1, 120)}
          {whole('report_every_months', EXECUTION_LABELS.reportEveryMonths, 1, 60)}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {whole('final_report_days', EXECUTION_LABELS.finalReportDays, 1, 365)}
          {whole('extensions_allowed', EXECUTION_LABELS.extensionsAllowed, 0, 10)}
        </Stack>
        <Controller
          name="budget_max"
          control={control}
          render={({ field: f, fieldState }) => (
            <PesosField
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              name={f.name}
              inputRef={f.ref}
              label={EXECUTION_LABELS.budgetMax}
              readOnly={readOnly}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'Vacío: sin máximo'}
            />
          )}
        />
        {whole('clean_record_years', CLEAN_LABEL, 0, 20, CLEAN_HELP)}
      </Stack>
    </CallSettingsForm>
  );
}
