import { Controller, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { DOI_LABELS, EVIDENCE_KINDS, REPORT_LABELS as L, REPORT_LIMITS, type TExecutionReport } from '@siiicca/shared';
import type { TReportFormValues } from '../report-values';
import { ProductWorkFields } from './product-work-fields';
import { resultText } from './report-field';
import { useDoiFill } from './use-doi-fill';

type TProps = {
  form: UseFormReturn<TReportFormValues>;
  index: number;
  report: TExecutionReport;
  /** When a field's error shows (the products step's rule: left, or a save tried). */
  show: (touched: boolean) => boolean;
};

/** A product row's select (the project's expected results, or the evidence's kind). */
function RowSelect(p: { form: UseFormReturn<TReportFormValues>; name: FieldPath<TReportFormValues>; label: string; options: [string | number, string][]; show: (touched: boolean) => boolean; flex: string }) {
  return (
    <Controller
      name={p.name}
      control={p.form.control}
      render={({ field, fieldState }) => {
        const message = p.show(fieldState.isTouched) ? fieldState.error?.message : undefined;
        return (
          <TextField select {...field} value={field.value ?? ''} label={p.label} required fullWidth error={!!message} helperText={message} sx={{ flex: { md: p.flex }, minWidth: 0 }}>
            {p.options.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/**
 * One product of 'Divulgación y productos': its expected result, quantity and evidence (a DOI, an ISBN
 * or a URL), then what the evidence is (ProductWorkFields). A DOI fills the rest from Crossref
 * (useDoiFill): by the row's button, or on leaving the box with a new DOI (only the empty boxes); the
 * look-up's progress, failure and the boxes it kept are the DOI box's helper text.
 */
export function ProductRow({ form, index: i, report, show }: TProps) {
  const doi = useDoiFill(form, i, report);
  const kind = useWatch({ control: form.control, name: `products.${i}.evidence_kind` });
  const results: [number, string][] = report.expected_results.map((r) => [r.id, resultText(r)]);
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <RowSelect form={form} name={`products.${i}.result_id`} label={L.productResult(i + 1)} options={results} show={show} flex="3 1 0" />
        <Controller
          name={`products.${i}.quantity`}
          control={form.control}
          render={({ field, fieldState }) => {
            const message = show(fieldState.isTouched) ? fieldState.error?.message : undefined;
            return <TextField {...field} label={L.quantity(i + 1)} required error={!!message} helperText={message} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} sx={{ width: { xs: '100%', md: 100 }, flexShrink: 0 }} />;
          }}
        />
        <RowSelect form={form} name={`products.${i}.evidence_kind`} label={L.evidenceKind(i + 1)} options={EVIDENCE_KINDS.map((k) => [k, k])} show={() => true} flex="0 0 170px" />
        <Controller
          name={`products.${i}.evidence`}
          control={form.control}
          render={({ field, fieldState }) => {
            const message = show(fieldState.isTouched) ? fieldState.error?.message : undefined;
            const looking = kind === 'DOI' && doi.busy ? DOI_LABELS.looking : null;
            const failed = kind === 'DOI' && !message && !looking ? doi.problem : null;
            return (
              <TextField
                {...field}
                onBlur={() => {
                  field.onBlur();
                  doi.onEvidenceBlur();
                }}
                label={L.evidence(i + 1)}
                required
                fullWidth
                error={!!message || !!failed}
                helperText={message ?? looking ?? (failed ? <span role="alert">{failed}</span> : null) ?? (kind === 'DOI' ? doi.note : null) ?? L.evidenceHint[kind ?? 'DOI']}
                slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.evidence, 'aria-busy': looking ? true : undefined } }}
                sx={{ flex: { md: '2 1 0' }, minWidth: 0 }}
              />
            );
          }}
        />
      </Stack>
      <ProductWorkFields form={form} index={i} show={show} kind={kind} doi={doi} />
    </Stack>
  );
}
