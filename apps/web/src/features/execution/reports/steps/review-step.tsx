import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_DECISIONS, REPORT_LABELS as L, REPORT_LIMITS, type TReportReviewForm } from '@siiicca/shared';

/** The office's last step: its decision on the report sent and its comment (required unless Aceptado). */
export function ReviewStep({ form }: { form: UseFormReturn<TReportReviewForm> }) {
  const decision = useWatch({ control: form.control, name: 'decision' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography color="text.secondary">{L.reviewText}</Typography>
      <Controller
        name="decision"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error} required>
            <FormLabel id="report-decision">{L.decision}</FormLabel>
            <RadioGroup {...field} aria-labelledby="report-decision">
              {REPORT_DECISIONS.map((d) => (
                <FormControlLabel key={d} value={d} control={<Radio />} label={d} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        name="comment"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={L.comment}
            required={decision !== '' && decision !== 'Aceptado'}
            multiline
            minRows={3}
            fullWidth
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.comment } }}
          />
        )}
      />
    </Stack>
  );
}
