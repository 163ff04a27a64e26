import { useWatch } from 'react-hook-form';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLOSURE_LIMITS, REPORT_LABELS as L } from '@siiicca/shared';
import { ReportFacts } from './period-step';
import { ReportTextField, type TReportStepProps } from './report-field';

/**
 * The final report's step: the project's final results and, for each expected result, the quantity
 * delivered over the whole project beside the committed one, its evidence, and a justification that
 * shows, required, when less was delivered than committed (closure.ts; the server checks at sending).
 */
export function FinalStep({ form, report, readOnly }: TReportStepProps) {
  const rows = useWatch({ control: form.control, name: 'reconciliation' }) ?? [];
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ReportTextField form={form} name="final_results" label={L.finalResults} readOnly={readOnly} multiline required maxLength={CLOSURE_LIMITS.finalResults} />
      <Typography component="h4" variant="subtitle1">
        {L.reconciliation}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {report.expected_results.map((e, i) => {
          const delivered = rows[i]?.delivered.trim() ?? '';
          const short = delivered !== '' && Number(delivered) < e.quantity;
          return (
            <Paper component="li" key={e.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Stack spacing={1.5}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {i + 1}. {e.product_type.name}: {e.product.name}
                </Typography>
                <ReportFacts facts={[[L.committed, String(e.quantity)]]} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <Stack sx={{ width: { xs: '100%', sm: 270 }, flexShrink: 0 }}>
                    <ReportTextField form={form} name={`reconciliation.${i}.delivered`} label={L.delivered(i + 1)} readOnly={readOnly} numeric required maxLength={5} />
                  </Stack>
                  <ReportTextField form={form} name={`reconciliation.${i}.evidence`} label={L.deliveredEvidence(i + 1)} readOnly={readOnly} required={Number(delivered) > 0} maxLength={CLOSURE_LIMITS.evidence} />
                </Stack>
                {(short || !!rows[i]?.justification) && (
                  <ReportTextField form={form} name={`reconciliation.${i}.justification`} label={L.shortfall(i + 1)} readOnly={readOnly} multiline required={short} maxLength={CLOSURE_LIMITS.justification} />
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
