import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { EXECUTION_LABELS as L, EXECUTION_MSG, MSG, plannedEnd, reportSchedule, todayInBogota, type TStartContext } from '@siiicca/shared';
import { DateField } from '../../../components/date-field';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { failureMessage } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { placeServerErrors } from '../../../lib/server-field-errors';
import { useStartContext } from '../api/start-context';
import { useStartExecution } from '../api/start-execution';
import { ScheduleTable } from '../view/schedule-table';
import { dateText } from '../view/execution-text';
import { BudgetLinesField } from './budget-lines-field';
import { EMPTY_LINE, startResolver, toStartBody, type TStartForm } from './start-form';
import { runExecutionWrite } from './write-outcome';

type Props = { projectId: number; version: string; onClose: () => void };

/** The planned end and the reports the start will schedule, from the dates typed (the shared calendar). */
function SchedulePreview({ form, context }: { form: UseFormReturn<TStartForm>; context: TStartContext }) {
  const [start, months] = useWatch({ control: form.control, name: ['start_date', 'duration_months'] });
  const n = Number(months);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start) && Number.isInteger(n) && n >= 1 && n <= context.settings.duration_months;
  const end = valid ? plannedEnd(start, n) : null;
  const rows = useMemo(() => (end ? reportSchedule(start, end, context.settings.report_every_months, context.settings.final_report_days) : []), [start, end, context.settings]);
  if (!end) return null;
  return (
    <Stack spacing={1}>
      <Typography>
        {L.plannedEnd}: <strong>{dateText(end)}</strong>
      </Typography>
      <Typography component="h3" variant="subtitle1">
        {L.schedulePreview}
      </Typography>
      <ScheduleTable rows={rows} label={L.schedulePreview} />
    </Stack>
  );
}

function StartForm({ context, projectId, version, onClose }: Props & { context: TStartContext }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const start = useStartExecution(projectId);
  const today = todayInBogota();
  const form = useForm<TStartForm>({
    defaultValues: { start_date: !context.approved_on || today >= context.approved_on ? today : context.approved_on, duration_months: String(context.settings.duration_months), budget: [{ ...EMPTY_LINE }] },
    resolver: startResolver(context.settings),
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const submit = form.handleSubmit(
    // What the boxes hold, as sent (the resolver's values are the schema's output, not the form's shape).
    () =>
      runExecutionWrite(() => start.mutateAsync({ ...toStartBody(form.getValues()), version }), {
        failed: EXECUTION_MSG.startFailed,
        placeErrors: (errors) => placeServerErrors(form.setError, errors),
        onDone: onClose,
      }),
    () => notifyError(MSG.checkErrors),
  );
  return (
    <LocalFormDialog
      open
      title={L.startTitle}
      maxWidth={960}
      fullScreen={phone}
      dirty={formState.isDirty}
      submitLabel={L.start}
      busy={formState.isSubmitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{context.project.title}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            control={control}
            name="start_date"
            label={L.startDate}
            required
            minDate={context.approved_on ? dayjs(context.approved_on) : undefined}
            check={(value) => (context.approved_on && value && value.isBefore(dayjs(context.approved_on), 'day') ? EXECUTION_MSG.startBeforeApproval(context.approved_on) : undefined)}
          />
          <Controller
            name="duration_months"
            control={control}
            render={({ field: f, fieldState }) => (
              <TextField
                {...f}
                type="number"
                label={L.durationMonths}
                required
                fullWidth
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? L.durationDefault(context.settings.duration_months)}
                slotProps={{ htmlInput: { min: 1, max: context.settings.duration_months, inputMode: 'numeric' } }}
              />
            )}
          />
        </Stack>
        <BudgetLinesField form={form} context={context} />
        <SchedulePreview form={form} context={context} />
      </Stack>
    </LocalFormDialog>
  );
}

/**
 * 'Registrar inicio' (the office, an Aprobado project): the acta de inicio's date (not before the
 * approval), the duration (the call's by default, not past it), the approved budget by item and
 * source within the call's maximum, and the planned end and report schedule that will follow.
 */
export function StartDialog(props: Props) {
  const titleId = useId();
  const context = useStartContext(props.projectId);
  if (context.data) return <StartForm {...props} context={context.data} />;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{L.startTitle}</DialogTitle>
      <DialogContent>
        {context.isError ? <Alert severity="error">{failureMessage(context.error, EXECUTION_MSG.loadFailed)}</Alert> : <CircularProgress aria-label={L.loadingStart} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
