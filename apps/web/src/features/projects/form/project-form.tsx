import { useCallback } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RecordWizard } from '../../../components/record-list/record-wizard';
import type { TProjectStepProps } from './form-values';
import { PROJECT_STEPS, stepsWithErrors } from './project-steps';
import { AlliesStep } from './steps/allies-step';
import { BasicStep } from './steps/basic-step';
import { DocumentsStep } from './steps/documents-step';
import { InvestigatorsStep } from './steps/investigators-step';
import { ResultsStep } from './steps/results-step';
import { useProjectForm } from './use-project-form';
import { useSaveProject } from './use-save-project';
import { OWNER_EDITABLE_STATES } from '@siiicca/shared';

/**
 * The project form: a full-screen dialog with the five steps, 'Guardar Borrador' and 'Cancelar'.
 * The page's address names the project (`?edit=new`, `?edit=<id>`, or `?view=<id>`: everything shown,
 * nothing changed, for an Enviado project or one where the user is an investigator). A save keeps
 * the form open on the saved project; leaving with unsaved changes asks first.
 */
export function ProjectForm() {
  const state = useProjectForm();
  const { form, step, setStep, ready, lookups, detail, askedReadOnly, close: onClose } = state;
  const saving = useSaveProject(state);
  // Only where the owner may send it (a Borrador, or a project a stage returned) is it editable, whatever the row said.
  const readOnly = askedReadOnly || (!!detail.data && !OWNER_EDITABLE_STATES.includes(detail.data.state));
  const dirty = !readOnly && form.formState.isDirty;
  const close = useCallback(() => onClose(), [onClose]);
  const errors = stepsWithErrors(form.formState.errors);
  const props: TProjectStepProps = { form, lookups, readOnly };
  const title = readOnly ? 'Ver Proyecto' : state.id === null ? 'Nuevo Proyecto' : 'Editar Proyecto';

  const body = [
    <BasicStep key="basic" {...props} />,
    <InvestigatorsStep key="investigators" {...props} />,
    <AlliesStep key="allies" {...props} />,
    <DocumentsStep key="documents" {...props} stored={state.stored} />,
    <ResultsStep key="results" {...props} />,
  ][step];

  return (
    <RecordWizard
      title={title}
      subtitle={
        state.id !== null && (
          <Typography variant="body2" component="span">
            Id {state.id}
            {detail.data ? ` · ${detail.data.state}` : ''}
          </Typography>
        )
      }
      progress={saving.progress !== null && <LinearProgress variant="determinate" value={Math.round(saving.progress * 100)} aria-label="Guardando el borrador" />}
      loadError={detail.isError ? (detail.error as Error).message : null}
      loading={ready ? null : 'Cargando el proyecto'}
      steps={PROJECT_STEPS.map((stepTitle, i) => ({ key: stepTitle, title: stepTitle, error: errors.has(i) }))}
      active={step}
      onGo={setStep}
      // The last step's 'Siguiente' wraps to the first.
      onNext={() => setStep((step + 1) % PROJECT_STEPS.length)}
      save={readOnly ? null : { label: 'Guardar Borrador', run: () => void saving.save(), disabled: !ready || saving.saving }}
      saving={saving.saving}
      dirty={dirty}
      onDiscard={close}
      problems={saving.problems}
      onCloseProblems={saving.closeProblems}
    >
      {body}
    </RecordWizard>
  );
}
