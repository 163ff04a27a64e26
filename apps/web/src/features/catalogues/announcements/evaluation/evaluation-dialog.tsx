import { useId } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { EVAL_CRITERIA_MSG, MSG, type TCallEvaluation } from '@siiicca/shared';
import { ApiError, failureMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDownload } from '../../../../lib/use-download';
import { callEvaluationQuery, downloadCallEvaluations, useSaveCallEvaluation } from './call-evaluation-api';
import { CriteriaField } from './criteria-field';
import { DocumentsField } from './documents-field';
import { evaluationResolver, toBody, toForm, type TEvaluationForm } from './evaluation-form';
import { placeServerErrors } from '../../../../lib/server-field-errors';

export type TEvaluationCall = { id: number; name: string };

/** 'Evaluación' of a call: its settings and criteria, and the Excel of its evaluations. */
export function EvaluationDialog({ call, canSave, onClose }: { call: TEvaluationCall | null; canSave: boolean; onClose: () => void }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const titleId = useId();
  const query = useQuery({ ...callEvaluationQuery(call?.id ?? 0), enabled: !!call });
  return (
    <Dialog open={!!call} onClose={(_e, reason) => reason !== 'backdropClick' && onClose()} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Evaluación de la convocatoria {call?.name ?? ''}</DialogTitle>
      {query.data && call ? (
        <EvaluationForm key={`${call.id}-${query.data.version}`} doc={query.data} canSave={canSave} onClose={onClose} />
      ) : (
        <DialogContent dividers>
          {query.isError ? <Alert severity="error">{failureMessage(query.error, MSG.serverError)}</Alert> : <CircularProgress aria-label="Cargando" />}
        </DialogContent>
      )}
    </Dialog>
  );
}

function EvaluationForm({ doc, canSave, onClose }: { doc: TCallEvaluation; canSave: boolean; onClose: () => void }) {
  const form = useForm<TEvaluationForm>({ defaultValues: toForm(doc), resolver: evaluationResolver(doc.announcement.fecha_fin), mode: 'onTouched' });
  const save = useSaveCallEvaluation(doc.announcement.id);
  const download = useDownload();
  const readOnly = !canSave || !doc.editable;
  const { control, formState } = form;

  const submit = form.handleSubmit(
    async () => {
      try {
        const res = await save.mutateAsync({ ...toBody(form.getValues()), version: doc.version });
        notifySuccess(res.message);
        onClose();
      } catch (err) {
        if (err instanceof ApiError) {
          placeServerErrors(form.setError, err.errors);
          if (!err.handled) notifyError(err.message || EVAL_CRITERIA_MSG.saveFailed);
        } else notifyError(EVAL_CRITERIA_MSG.saveFailed);
      }
    },
    () => notifyError(MSG.checkErrors),
  );
  const number = (name: 'passing_score' | 'evaluators_per_project' | 'divergence_margin', label: string, min: number, max: number, helper?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField {...f} type="number" label={label} required disabled={readOnly} error={!!fieldState.error} helperText={fieldState.error?.message ?? helper} slotProps={{ htmlInput: { min, max } }} sx={{ flex: 1 }} />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
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
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canSave && (
          <Button
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={download.busy}
            onClick={() => void download.run((p) => downloadCallEvaluations(doc.announcement.id, p), { done: MSG.exportOk, failed: EVAL_CRITERIA_MSG.excelFailed })}
            sx={{ mr: 'auto' }}
          >
            Excel de evaluaciones
          </Button>
        )}
        <Button onClick={onClose}>{readOnly ? 'Cerrar' : 'Cancelar'}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Guardar
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
