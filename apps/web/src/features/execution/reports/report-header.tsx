import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { REPORT_LABELS as L, type TExecutionReport } from '@siiicca/shared';

const SEVERITY = { 'Con observaciones': 'warning', Rechazado: 'error' } as const;

/** The office's last review of the report (its comment, who and when), shown first: above all while the owner answers it. */
export function ReportObservations({ report }: { report: TExecutionReport['report'] }) {
  if (!report.review_comment.trim()) return null;
  const severity = SEVERITY[report.state as keyof typeof SEVERITY] ?? 'info';
  const by = L.reviewedBy(report.reviewed_by, report.reviewed_at);
  return (
    <Alert severity={severity} sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <AlertTitle>
        {L.observations}
        {by ? ` (${by})` : ''}
      </AlertTitle>
      {report.review_comment}
    </Alert>
  );
}
