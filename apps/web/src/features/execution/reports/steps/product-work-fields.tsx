import { useState } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { DOI_LABELS as L, DOI_MSG, normalizeDoi, REPORT_LIMITS, type TExecutionReport } from '@siiicca/shared';
import { notifySuccess } from '../../../../lib/notify';
import type { TReportFormValues } from '../report-values';
import { lookUpDoi, lookUpFailure } from '../../api/product-works';

type TProps = {
  form: UseFormReturn<TReportFormValues>;
  index: number;
  report: TExecutionReport;
  /** When a field's error shows (the products step's rule: left, or a save tried). */
  show: (touched: boolean) => boolean;
};

/** One bounded text box of the row (title, container, year, work type). */
function RowText(p: TProps & { name: 'title' | 'container' | 'year' | 'work_type'; label: string; maxLength: number; flex: string; numeric?: boolean }) {
  return (
    <Controller
      name={`products.${p.index}.${p.name}` as FieldPath<TReportFormValues>}
      control={p.form.control}
      render={({ field, fieldState }) => {
        const message = p.show(fieldState.isTouched) ? fieldState.error?.message : undefined;
        return (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={p.label}
            fullWidth
            error={!!message}
            helperText={message}
            slotProps={{ htmlInput: { maxLength: p.maxLength, ...(p.numeric ? { inputMode: 'numeric' } : {}) } }}
            sx={{ flex: { md: p.flex }, minWidth: 0 }}
          />
        );
      }}
    />
  );
}

/**
 * What a product's evidence is: its title, journal or publisher, year and work type, typed or filled
 * from Crossref by the row's DOI ('Completar desde Crossref'); everything stays editable. A row filled
 * while its expected result is still unchosen takes the one whose product type the work's type maps to.
 */
export function ProductWorkFields(p: TProps) {
  const { form, index: i } = p;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = form.watch(`products.${i}.evidence_kind`);
  const workId = form.watch(`products.${i}.work_id`);

  async function fill() {
    setProblem(null);
    const doi = normalizeDoi(form.getValues(`products.${i}.evidence`) ?? '');
    if (!doi) {
      form.setError(`products.${i}.evidence`, { type: 'custom', message: DOI_MSG.invalid }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    try {
      const work = await lookUpDoi(doi);
      const set = (name: 'evidence' | 'title' | 'container' | 'year' | 'work_type', value: string) =>
        form.setValue(`products.${i}.${name}`, value, { shouldDirty: true, shouldValidate: true });
      set('evidence', work.doi);
      set('title', work.title);
      set('container', work.container ?? '');
      set('year', work.year === null ? '' : String(work.year));
      set('work_type', work.type ?? '');
      const expected = work.product_type && p.report.expected_results.find((r) => r.product_type.id === work.product_type!.id);
      if (expected && form.getValues(`products.${i}.result_id`) === '') {
        form.setValue(`products.${i}.result_id`, expected.id, { shouldDirty: true, shouldValidate: true });
      }
      notifySuccess(DOI_MSG.filled);
    } catch (error) {
      setProblem(lookUpFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <RowText {...p} name="title" label={L.title(i + 1)} maxLength={REPORT_LIMITS.productTitle} flex="3 1 0" />
        <RowText {...p} name="container" label={L.container(i + 1)} maxLength={REPORT_LIMITS.productContainer} flex="2 1 0" />
        <RowText {...p} name="year" label={L.year(i + 1)} maxLength={4} flex="0 0 90px" numeric />
        <RowText {...p} name="work_type" label={L.workType(i + 1)} maxLength={REPORT_LIMITS.workType} flex="1 1 0" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {kind === 'DOI' && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void fill()}
            disabled={busy}
            aria-label={L.fillRow(i + 1)}
            startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <TravelExploreIcon />}
          >
            {L.fill}
          </Button>
        )}
        {workId !== null && (
          <Typography variant="caption" color="text.secondary">
            {L.fromWork}
          </Typography>
        )}
        {problem && (
          <Typography role="alert" variant="body2" color="error">
            {problem}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
