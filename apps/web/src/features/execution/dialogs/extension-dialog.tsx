import { Controller, useForm } from 'react-hook-form';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { addDays, EXECUTION_LABELS as L, EXECUTION_LIMITS, EXECUTION_MSG, MSG, ZExtensionRequestSchema } from '@siiicca/shared';
import { DateField } from '../../../components/date-field';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { notifyError } from '../../../lib/notify';
import { placeServerErrors } from '../../../lib/server-field-errors';
import { schemaResolver } from '../../../lib/zod-resolver';
import { useRequestExtension } from '../api/request-extension';
import { runExecutionWrite } from './write-outcome';

type TExtensionForm = { requested_end: string; justification: string };

const schema = ZExtensionRequestSchema.omit({ version: true });

/**
 * 'Solicitar prórroga' (the owner): the new end date, after the one in force, and its justification,
 * sent with the view's version; the office decides it.
 */
export function ExtensionDialog(props: { projectId: number; endDate: string; version: string; onClose: () => void }) {
  const { projectId, endDate, version, onClose } = props;
  const request = useRequestExtension(projectId);
  const form = useForm<TExtensionForm>({ defaultValues: { requested_end: '', justification: '' }, resolver: schemaResolver(schema), mode: 'onTouched' });
  const { control, formState } = form;
  const submit = form.handleSubmit(
    (values) =>
      runExecutionWrite(() => request.mutateAsync({ ...values, version }), {
        failed: EXECUTION_MSG.moveFailed,
        placeErrors: (errors) => placeServerErrors(form.setError, errors, { only: ['requested_end', 'justification'] }),
        onDone: onClose,
      }),
    () => notifyError(MSG.checkErrors),
  );
  return (
    <LocalFormDialog
      open
      title={L.extensionTitle}
      maxWidth={600}
      dirty={formState.isDirty}
      submitLabel={L.requestExtension}
      busy={formState.isSubmitting}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogContentText>{L.extensionText(endDate)}</DialogContentText>
        <DateField
          control={control}
          name="requested_end"
          label={L.requestedEnd}
          required
          minDate={dayjs(addDays(endDate, 1))}
          check={(value) => (value && !value.isAfter(dayjs(endDate), 'day') ? EXECUTION_MSG.extensionBeforeEnd(endDate) : undefined)}
        />
        <Controller
          name="justification"
          control={control}
          render={({ field: f, fieldState }) => (
            <TextField
              {...f}
              fullWidth
              multiline
              minRows={3}
              required
              label={L.justification}
              error={!!fieldState.error || f.value.length > EXECUTION_LIMITS.reason}
              helperText={fieldState.error?.message ?? `${f.value.length}/${EXECUTION_LIMITS.reason}`}
            />
          )}
        />
      </Stack>
    </LocalFormDialog>
  );
}
