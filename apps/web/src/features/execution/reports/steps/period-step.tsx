import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_LABELS as L, shownDate } from '@siiicca/shared';
import { ReportTextField, type TReportStepProps } from './report-field';

/** The report's facts, as a list of terms (the period is the schedule's, not typed). */
export function ReportFacts({ facts }: { facts: [string, string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Step 1: the period covered (read-only), the whole project's progress and each expected result's, in %. */
export function PeriodStep({ form, report, readOnly }: TReportStepProps) {
  const r = report.report;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ReportFacts
        facts={[
          [L.period, `${shownDate(r.period_from)} – ${shownDate(r.period_to)}`],
          [L.dueDate, shownDate(r.due_date)],
        ]}
      />
      <Box sx={{ maxWidth: 320 }}>
        <ReportTextField form={form} name="overall_progress" label={L.overallProgress} readOnly={readOnly} numeric required maxLength={3} />
      </Box>
      <Typography component="h4" variant="subtitle1">
        {L.resultsProgress}
      </Typography>
      {report.expected_results.length === 0 && <Typography color="text.secondary">{L.noResults}</Typography>}
      <Stack component="ol" spacing={2} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {report.expected_results.map((e, i) => (
          <Stack component="li" key={e.id} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {i + 1}. {e.product_type.name}: {e.product.name} ({e.quantity})
            </Typography>
            <Box sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}>
              <ReportTextField form={form} name={`results.${i}.progress`} label={L.resultProgress(i + 1)} readOnly={readOnly} numeric required maxLength={3} />
            </Box>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
