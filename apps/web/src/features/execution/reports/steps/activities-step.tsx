import Stack from '@mui/material/Stack';
import { REPORT_LABELS as L, REPORT_LIMITS } from '@siiicca/shared';
import { ReportTextField, type TReportStepProps } from './report-field';

/** Step 2: the activities done and not done, and the limitations met ('Ninguna' is an answer). */
export function ActivitiesStep({ form, readOnly }: TReportStepProps) {
  const box = { form, readOnly, multiline: true, maxLength: REPORT_LIMITS.text } as const;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ReportTextField {...box} name="activities_done" label={L.activitiesDone} required />
      <ReportTextField {...box} name="activities_pending" label={L.activitiesPending} />
      <ReportTextField {...box} name="limitations" label={L.limitations} required helperText={readOnly ? undefined : L.noneHint} />
    </Stack>
  );
}
