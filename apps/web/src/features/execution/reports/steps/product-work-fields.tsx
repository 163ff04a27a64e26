import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { DOI_LABELS as L, REPORT_LIMITS, type TEvidenceKind } from '@siiicca/shared';
import type { TReportFormValues } from '../report-values';
import type { TDoiFill } from './use-doi-fill';

type TProps = {
  form: UseFormReturn<TReportFormValues>;
  index: number;
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
 * What a product's evidence is: its title, journal or publisher, year and work type, typed, picked from
 * the owner's works or filled from Crossref by the row's DOI (useDoiFill; 'Completar desde Crossref'
 * replaces them, its spinner showing while Crossref is asked); everything stays editable.
 */
export function ProductWorkFields(p: TProps & { kind: TEvidenceKind; doi: TDoiFill }) {
  const { form, index: i, kind, doi } = p;
  const workId = form.watch(`products.${i}.work_id`);

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
            onClick={doi.fill}
            aria-label={L.fillRow(i + 1)}
            startIcon={doi.busy ? <CircularProgress size={16} aria-hidden /> : <TravelExploreIcon />}
          >
            {L.fill}
          </Button>
        )}
        {workId !== null && (
          <Typography variant="caption" color="text.secondary">
            {L.fromWork}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
