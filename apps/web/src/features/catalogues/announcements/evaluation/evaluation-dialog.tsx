import { useForm, Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { EVAL_CRITERIA_MSG, MSG, type TCallEvaluation } from '@siiicca/shared';
import { useDownload } from '../../../../lib/use-download';
import { CallSettingsDialog, CallSettingsForm, type TCallRef, type TSettingsFrame } from '../call-settings-dialog';
import { callEvaluationQuery, downloadCallEvaluations, useSaveCallEvaluation } from './call-evaluation-api';
import { CriteriaField } from './criteria-field';
import { DocumentsField } from './documents-field';
import { evaluationResolver, toBody, toForm, type TEvaluationForm } from './evaluation-form';

/** 'Evaluación' of a call: its settings and criteria, and the Excel of its evaluations. */
export function EvaluationDialog({ call, canSave, onClose }: { call: TCallRef | null; canSave: boolean; onClose: () => void }) {
  return (
    <CallSettingsDialog call={call} title={`Evaluación de la convocatoria ${call?.name ?? ''}`} options={callEvaluationQuery(call?.id ?? 0)} onClose={onClose}>
      {(doc, frame) => <EvaluationForm doc={doc} canSave={canSave} frame={frame} />}
    </CallSettingsDialog>
  );
}

function EvaluationForm({ doc, canSave, frame }: { doc: TCallEvaluation; canSave: boolean; frame: TSettingsFrame }) {
  const form = useForm<TEvaluationForm>({ defaultValues: toForm(doc), resolver: evaluationResolver(doc.announcement.fecha_fin), mode: 'onTouched' });
  const save = useSaveCallEvaluation(doc.announcement.id);
  const download = useDownload();
  const readOnly = !canSave || !doc.editable;
  const { control } = form;

  const number = (name: 'passing_score' | 'evaluators_per_project' | 'divergence_margin', label: string, min: number, max: number, helper?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField {...f} type="number" label={label} required disabled={readOnly} error={!!fieldState.error} helperText={fieldState.error?.message ?? helper} slotProps={{ htmlInput: { min, max } }} sx={{ flex: 1 }} />
      )}
    />
  );

  const excel = canSave && (
    <Button
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={download.busy}
      onClick={() => void download.run((p) => downloadCallEvaluations(doc.announcement.id, p), { done: MSG.exportOk, failed: EVAL_CRITERIA_MSG.excelFailed })}
      sx={{ mr: 'auto' }}
    >
      Excel de evaluaciones
    </Button>
  );

  return (
    <CallSettingsForm form={form} frame={frame} readOnly={readOnly} send={(v) => save.mutateAsync({ ...toBody(v), version: doc.version })} failed={EVAL_CRITERIA_MSG.saveFailed} actions={excel}>
      <Stack spacing={2}>
        {!doc.editable && <Alert severity="info">{EVAL_CRITERIA_MSG.callClosed}</Alert>}
        {doc.editable && doc.scored && <Alert severity="info">{EVAL_CRITERIA_MSG.criteriaLocked}; los demás ajustes sí se pueden cambiar, salvo la evaluación ciega.</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {number('passing_score', 'Puntaje mínimo aprobatorio (0–100)', 0, 100)}
          {number('evaluators_per_project', 'Evaluadores por proyecto', 1, 10)}
          {number('divergence_margin', 'Margen de diferencia (0–100)', 0, 100, 'Se marca cuando dos evaluadores difieren más')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Controller
            name="deadline"
            control={control}
            render={({ field: f, fieldState }) => (
              <TextField
                {...f}
                type="date"
                label="Fecha límite de evaluación"
                required
                disabled={readOnly}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? `No antes del cierre (${doc.announcement.fecha_fin})`}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: doc.announcement.fecha_fin } }}
                sx={{ flex: 1 }}
              />
            )}
          />
          <Controller
            name="blind"
            control={control}
            render={({ field: f }) => (
              <FormControlLabel
                sx={{ flex: 1 }}
                control={<Switch checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} disabled={readOnly || doc.scored} />}
                label="Evaluación ciega (sin nombres de investigadores ni aliados)"
              />
            )}
          />
        </Stack>
        <CriteriaField form={form} disabled={readOnly || doc.scored} />
        <DocumentsField form={form} disabled={readOnly} />
      </Stack>
    </CallSettingsForm>
  );
}
