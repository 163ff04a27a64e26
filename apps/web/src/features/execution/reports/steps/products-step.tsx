import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { DOI_LABELS, EVIDENCE_KINDS, REPORT_LABELS as L, REPORT_LIMITS, type TExecutionReport } from '@siiicca/shared';
import { notifySuccess } from '../../../../lib/notify';
import { PickWorkDialog, productFromWork } from './pick-work-dialog';
import { ProductWorkFields } from './product-work-fields';
import { RowsFieldset, useRowErrors } from '../../../../components/catalogue/rows-fieldset';
import { LocalTable } from '../../../../components/subforms/local-table';
import { EMPTY_PRODUCT, type TReportFormValues } from '../report-values';
import { ReportTextField, resultText, type TReportStepProps } from './report-field';
import { ReportFilesSection } from './report-files-section';


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

/** The products as the report sent them (read-only). */
function ProductsTable({ report }: { report: TExecutionReport }) {
  const byId = new Map(report.expected_results.map((r) => [r.id, r]));
  return (
    <LocalTable
      label={L.products}
      rows={report.content.products}
      rowKey={(_p, i) => i}
      emptyText={L.noProducts}
      actions={[]}
      columns={[
        { key: 'product', header: L.columns.product, render: (p) => resultText(byId.get(p.result_id)) },
        { key: 'title', header: DOI_LABELS.column, render: (p) => [p.title, p.container, p.year].filter(Boolean).join(' · ') || '—' },
        { key: 'quantity', header: L.columns.quantity, render: (p) => p.quantity, nowrap: true },
        { key: 'kind', header: L.columns.evidenceKind, render: (p) => p.evidence_kind, nowrap: true },
        { key: 'evidence', header: L.columns.evidence, render: (p) => p.evidence },
      ]}
    />
  );
}

/**
 * Step 4: the dissemination ('Ninguna' is an answer) and the products delivered: each one of the
 * project's expected results, its quantity and its evidence (a DOI, an ISBN or a URL, checked as typed),
 * with what it is (title, journal or publisher, year, type: filled from Crossref by DOI, or from one of
 * the owner's imported works picked with 'Elegir de mis obras');
 * then the report's documents and evidence files, each sent as soon as chosen.
 */
export function ProductsStep({ form, report, readOnly }: TReportStepProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const [picking, setPicking] = useState(false);
  const showError = useRowErrors(form.formState.submitCount);
  const rows = useWatch({ control: form.control, name: 'products' }) ?? [];
  const results: [number, string][] = report.expected_results.map((r) => [r.id, resultText(r)]);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ReportTextField form={form} name="dissemination" label={L.dissemination} readOnly={readOnly} multiline required maxLength={REPORT_LIMITS.text} helperText={readOnly ? undefined : L.noneHint} />
      {readOnly ? (
        <>
          <Typography component="h4" variant="subtitle1">
            {L.products}
          </Typography>
          <ProductsTable report={report} />
        </>
      ) : (
        <RowsFieldset
          legend={L.products}
          emptyText={L.noProducts}
          rows={fields}
          rowFrom="md"
          renderRow={(row, i) => {
            const show = (touched: boolean) => showError(row.id, { touched });
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
                      return (
                        <TextField
                          {...field}
                          label={L.evidence(i + 1)}
                          required
                          fullWidth
                          error={!!message}
                          helperText={message ?? L.evidenceHint[rows[i]?.evidence_kind ?? 'DOI']}
                          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.evidence } }}
                          sx={{ flex: { md: '2 1 0' }, minWidth: 0 }}
                        />
                      );
                    }}
                  />
                </Stack>
                <ProductWorkFields form={form} index={i} report={report} show={show} />
              </Stack>
            );
          }}
          removeLabel={(i) => L.removeProduct(i + 1)}
          onRemove={remove}
          addLabel={L.addProduct}
          onAdd={() => append({ ...EMPTY_PRODUCT })}
        />
      )}
      {!readOnly && (
        <Box>
          <Button variant="outlined" startIcon={<LibraryBooksIcon />} onClick={() => setPicking(true)}>
            {DOI_LABELS.pick}
          </Button>
          <PickWorkDialog
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(work) => {
              append(productFromWork(work, report.expected_results));
              setPicking(false);
              notifySuccess(DOI_LABELS.picked);
            }}
          />
        </Box>
      )}
      <ReportFilesSection report={report} editable={!readOnly && report.can.edit} />
    </Stack>
  );
}
