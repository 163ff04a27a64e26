import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MSG, REPORT_LABELS as L, REPORT_MSG, type TExecutionReport, type TReportDraft } from '@siiicca/shared';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveReportDraft } from '../api/save-report-draft';
import { useSubmitReport } from '../api/submit-report';
import { formPathOf, stepOfPath } from './report-steps';
import { formToContent, reportToForm, type TReportFormValues } from './report-values';

type TOptions = { form: UseFormReturn<TReportFormValues>; report: TExecutionReport; setStep: (step: number) => void; onSent: () => void };

/**
 * The owner's 'Guardar borrador' and 'Enviar informe'. A save checks the form first (the contract's
 * schema and the over-budget rule), sends the content with the version read and, saved, takes the
 * answer as the form's new starting point. A 409 (the report or the project changed meanwhile) reads
 * the report again and keeps what was typed, for a new save on the new version. Sending saves first
 * when something changed; a 400 lists what is missing in the problems dialog and marks the fields.
 */
export function useReportSave({ form, report, setStep, onSent }: TOptions) {
  const projectId = report.project.id;
  const reportId = report.report.id;
  const draft = useSaveReportDraft(projectId, reportId);
  const submit = useSubmitReport(projectId, reportId);
  const [problems, setProblems] = useState<string[]>([]);
  const busy = draft.isPending || submit.isPending;

  const refused = (err: unknown, failed: string, list: boolean) => {
    if (isApiError(err) && err.status === 409) {
      notifyError(err.message === MSG.staleRecord ? L.staleKept : (failureMessage(err, failed) ?? failed), 6000);
      return;
    }
    if (isApiError(err) && err.status === 400 && err.errors) {
      const values = form.getValues();
      const paths = Object.entries(err.errors).map(([path, messages]) => {
        const at = formPathOf(path, values);
        if (messages[0]) form.setError(at as never, { type: 'server', message: messages[0] });
        return at;
      });
      if (paths.length) setStep(Math.min(...paths.map(stepOfPath)));
      const all = Object.values(err.errors).flat();
      if (list && all.length > 0) return setProblems(all);
    }
    const message = failureMessage(err, failed);
    if (message) notifyError(message, 5000);
  };

  /** Saves the draft; answers the report saved, or null when the form or the server refused it. */
  const saveDraft = async (): Promise<TExecutionReport | null> => {
    let saved: TExecutionReport | null = null;
    await form.handleSubmit(
      async (values) => {
        try {
          const answer = await draft.mutateAsync({ ...formToContent(values), version: report.version } as TReportDraft);
          notifySuccess(answer.message);
          form.reset(reportToForm(answer.data));
          saved = answer.data;
        } catch (err) {
          refused(err, REPORT_MSG.saveFailed, false);
        }
      },
      (errors) => {
        setStep(Math.min(...Object.keys(errors).map(stepOfPath)));
        notifyError(REPORT_MSG.saveFailed, 5000);
      },
    )();
    return saved;
  };

  const send = async () => {
    let version = report.version;
    if (form.formState.isDirty) {
      const saved = await saveDraft();
      if (!saved) return;
      version = saved.version;
    }
    try {
      const answer = await submit.mutateAsync({ version });
      notifySuccess(answer.message);
      onSent();
    } catch (err) {
      refused(err, REPORT_MSG.submitFailed, true);
    }
  };

  return {
    busy,
    save: () => void (busy ? undefined : saveDraft()),
    send: () => void (busy ? undefined : send()),
    problems,
    closeProblems: () => setProblems([]),
  };
}
