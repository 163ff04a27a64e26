import { useForm } from 'react-hook-form';
import { REPORT_MSG, ZReportReviewFormSchema, type TExecutionReport, type TReportDecision, type TReportReviewForm } from '@siiicca/shared';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { placeServerErrors } from '../../../lib/server-field-errors';
import { schemaResolver } from '../../../lib/zod-resolver';
import { useReviewReport } from '../api/review-report';

const resolver = schemaResolver<TReportReviewForm>(ZReportReviewFormSchema);

/**
 * The office's 'Registrar revisión': the decision and its comment (required unless Aceptado), sent
 * with the version read; the server's message in the snackbar, and the wizard closes. Refused, the
 * decision step opens with the messages on its fields; a 409 reads the report again.
 */
export function useReportReview({ report, onDone, goToDecision }: { report: TExecutionReport; onDone: () => void; goToDecision: () => void }) {
  const form = useForm<TReportReviewForm>({ mode: 'onTouched', resolver, defaultValues: { decision: '', comment: '' } });
  const mutation = useReviewReport(report.project.id, report.report.id);
  const run = form.handleSubmit(
    async (values) => {
      try {
        const answer = await mutation.mutateAsync({ decision: values.decision as TReportDecision, comment: values.comment.trim(), version: report.version });
        notifySuccess(answer.message, 4000);
        onDone();
      } catch (err) {
        if (isApiError(err) && err.status === 400 && placeServerErrors(form.setError, err.errors, { only: ['decision', 'comment'] }).length) goToDecision();
        const message = failureMessage(err, REPORT_MSG.reviewFailed);
        if (message) notifyError(message, 5000);
      }
    },
    () => goToDecision(),
  );
  return { form, run: () => void run(), busy: mutation.isPending };
}
