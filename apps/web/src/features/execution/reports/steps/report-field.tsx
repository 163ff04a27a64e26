import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { TExecutionReport } from '@siiicca/shared';
import type { TReportFormValues } from '../report-values';

/** What every step of the report wizard is given: the whole report's form, the report as read, and whether it is only shown. */
export type TReportStepProps = { form: UseFormReturn<TReportFormValues>; report: TExecutionReport; readOnly: boolean };

/** An expected result as a product or a file refers to it: its type and product. */
export const resultText = (r: TExecutionReport['expected_results'][number] | undefined) => (r ? `${r.product_type.name}: ${r.product.name}` : '—');

/**
 * A box of the report (a text, a percentage, a quantity): its message once left or after a save, and
 * read-only (not disabled, so it stays legible) when the report is only shown.
 */
export function ReportTextField(p: {
  form: UseFormReturn<TReportFormValues>;
  name: FieldPath<TReportFormValues>;
  label: string;
  readOnly: boolean;
  multiline?: boolean;
  numeric?: boolean;
  required?: boolean;
  helperText?: string;
  maxLength?: number;
}) {
  return (
    <Controller
      name={p.name}
      control={p.form.control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={(field.value as string | number | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={p.label}
          required={p.required && !p.readOnly}
          fullWidth
          multiline={p.multiline}
          minRows={p.multiline ? 3 : undefined}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? p.helperText}
          slotProps={{ htmlInput: { readOnly: p.readOnly, maxLength: p.maxLength, ...(p.numeric ? { inputMode: 'numeric' } : {}) } }}
        />
      )}
    />
  );
}
