import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REPORT_LABELS as L, REPORT_MSG, type TExecutionReport } from '@siiicca/shared';
import { RecordWizard } from '../../../components/record-list/record-wizard';
import type { TStepperStep } from '../../../components/vertical-stepper';
import { failureMessage } from '../../../lib/api-error';
import { useExecutionReport } from '../api/execution-report';
import { ReportObservations } from './report-header';
import { reportStepsFor, stepsWithErrors } from './report-steps';
import { reportResolver, reportToForm, type TReportFormValues } from './report-values';
import { ActivitiesStep } from './steps/activities-step';
import { BudgetStep } from './steps/budget-step';
import { FinalStep } from './steps/final-step';
import { PeriodStep } from './steps/period-step';
import { ProductsStep } from './steps/products-step';
import { ReviewStep } from './steps/review-step';
import { useReportReview } from './use-report-review';
import { useReportSave } from './use-report-save';

/** How the report opens: the owner writes it, anyone who reads it sees it, the office reviews one sent. */
export type TReportMode = 'edit' | 'view' | 'review';

type Props = { projectId: number; reportId: number; mode: TReportMode; onClose: () => void };

const TITLES: Record<TReportMode, string> = { edit: L.writeTitle, view: L.viewTitle, review: L.reviewTitle };

/**
 * A progress report in the record wizard's frame, one step per part: written by the owner ('Guardar
 * borrador', 'Enviar informe'), only shown ('Cerrar'), or shown to the office with its decision as a
 * last step ('Registrar revisión'). The mode asked for holds only while the report allows it (`can`).
 */
export function ReportWizard({ projectId, reportId, mode, onClose }: Props) {
  const query = useExecutionReport(projectId, reportId);
  if (!query.data) {
    const loadError = query.isError ? (failureMessage(query.error, REPORT_MSG.loadFailed) ?? REPORT_MSG.loadFailed) : null;
    return (
      <RecordWizard title={TITLES[mode]} loading={loadError ? null : L.loading} loadError={loadError} steps={[]} active={0} onGo={() => undefined} onNext={() => undefined} save={null} saving={false} dirty={false} onDiscard={onClose} problems={[]} onCloseProblems={() => undefined}>
        {null}
      </RecordWizard>
    );
  }
  return <LoadedReport report={query.data} mode={mode} onClose={onClose} />;
}

function LoadedReport({ report, mode: asked, onClose }: { report: TExecutionReport; mode: TReportMode; onClose: () => void }) {
  // The mode asked for, while the report allows it: a 409 that read it again may have taken it away.
  const mode: TReportMode = asked === 'edit' && !report.can.edit ? 'view' : asked === 'review' && !report.can.review ? 'view' : asked;
  const readOnly = mode !== 'edit';
  // The over-budget rule judges against the lines as last read (react-hook-form takes the resolver of each render).
  const resolver = useMemo(() => reportResolver(report.budget_lines), [report.budget_lines]);
  // Mounted once the report is read: the form starts from it, and later reads (a 409's) keep what is typed.
  const form = useForm<TReportFormValues>({
    mode: 'onTouched',
    defaultValues: reportToForm(report),
    resolver,
  });
  const [step, setStep] = useState(0);
  const save = useReportSave({ form, report, setStep, onSent: onClose });
  const parts = reportStepsFor(report.report.kind);
  const review = useReportReview({ report, onDone: onClose, goToDecision: () => setStep(parts.length) });
  const errors = stepsWithErrors(form.formState.errors);
  const steps: TStepperStep[] = parts.map((title, i) => ({ key: title, title, error: errors.has(i) }));
  if (mode === 'review') steps.push({ key: L.stepReview, title: L.stepReview, error: Object.keys(review.form.formState.errors).length > 0 });
  const props = { form, report, readOnly };
  const active = Math.min(step, steps.length - 1);
  const body = [
    <PeriodStep key="period" {...props} />,
    <ActivitiesStep key="activities" {...props} />,
    <BudgetStep key="budget" {...props} />,
    <ProductsStep key="products" {...props} />,
    ...(parts.length > 4 ? [<FinalStep key="final" {...props} />] : []),
    <ReviewStep key="review" form={review.form} />,
  ][active];
  const r = report.report;

  return (
    <RecordWizard
      title={mode === 'edit' && r.kind === 'Final' ? L.finalTitle : TITLES[mode]}
      subtitle={
        <Typography variant="body2" component="span">
          {`Informe ${r.number} (${r.kind}) · ${r.state}${r.round > 1 ? ` · ${L.round(r.round)}` : ''}`}
        </Typography>
      }
      loading={null}
      loadError={null}
      header={<ReportObservations report={r} />}
      steps={steps}
      active={active}
      onGo={setStep}
      onNext={() => setStep((active + 1) % steps.length)}
      save={
        mode === 'edit'
          ? { label: L.saveDraft, run: save.save, disabled: save.busy }
          : mode === 'review'
            ? { label: L.registerReview, run: review.run, disabled: review.busy }
            : null
      }
      moreActions={
        mode === 'edit' && (
          <Button variant="contained" onClick={save.send} disabled={save.busy}>
            {L.submit}
          </Button>
        )
      }
      saving={save.busy || review.busy}
      dirty={mode === 'edit' ? form.formState.isDirty : mode === 'review' && review.form.formState.isDirty}
      onDiscard={onClose}
      problems={save.problems}
      onCloseProblems={save.closeProblems}
    >
      {body}
    </RecordWizard>
  );
}
