import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { DOI_LABELS, REPORT_LABELS as L, REPORT_LIMITS, type TExecutionReport } from '@siiicca/shared';
import { notifySuccess } from '../../../../lib/notify';
import { PickWorkDialog, productFromWork } from './pick-work-dialog';
import { ProductRow } from './product-row';
import { RowsFieldset, useRowErrors } from '../../../../components/catalogue/rows-fieldset';
import { LocalTable } from '../../../../components/subforms/local-table';
import { EMPTY_PRODUCT } from '../report-values';
import { ReportTextField, resultText, type TReportStepProps } from './report-field';
import { ReportFilesSection } from './report-files-section';

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
          renderRow={(row, i) => <ProductRow form={form} index={i} report={report} show={(touched) => showError(row.id, { touched })} />}
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
