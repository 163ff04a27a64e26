import { useState } from 'react';
import { PROJECT_MSG, PROJECT_PROBLEMS_KEY } from '@siiicca/shared';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveProjectMutation } from '../api/project-mutations';
import type { TProjectFormValues } from './form-values';
import { stepOfPath } from './project-steps';
import { toPayload } from './project-values';
import type { TProjectFormState } from './use-project-form';
import { placeServerErrors } from '../../../lib/server-field-errors';

/**
 * 'Guardar Borrador': checks what a draft needs (the shared save schema), shows each field's message
 * and goes to the first step holding one; then posts the project with the chosen files, showing the
 * upload's progress. Saved: 'Borrador Guardado Correctamente', and the form reloads the project
 * (its id and version) and stays open. Refused: the server's message and its field messages.
 */
export function useSaveProject(state: TProjectFormState) {
  const { form, setStep } = state;
  const mutation = useSaveProjectMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const firstStepWithError = (paths: string[]) => {
    const steps = paths.map(stepOfPath);
    if (steps.length) setStep(Math.min(...steps));
  };

  const invalid = (errors: Record<string, unknown>) => {
    firstStepWithError(Object.keys(errors));
    notifyError(PROJECT_MSG.saveFailed, 5000);
  };

  // Through handleSubmit, so that a field with a message checks itself again as it changes.
  const send = async (values: TProjectFormValues) => {
    setProgress(0);
    try {
      const res = await mutation.mutateAsync({ project: toPayload(values), files: values.files ?? {}, onProgress: setProgress });
      notifySuccess(res.message || PROJECT_MSG.draftSaved);
      if (state.id !== res.data.id) state.setId(res.data.id);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        notifyError(PROJECT_MSG.saveFailed, 5000);
        return;
      }
      if (err.handled) return;
      const errors = err.errors ?? {};
      const paths = placeServerErrors(form.setError, errors, { skip: [PROJECT_PROBLEMS_KEY] });
      firstStepWithError(paths);
      const listed = errors[PROJECT_PROBLEMS_KEY] ?? [];
      if (listed.length > 1) setProblems(listed);
      else notifyError(listed[0] ?? (err.status >= 500 || !err.message ? PROJECT_MSG.saveFailed : err.message), 5000);
    } finally {
      setProgress(null);
    }
  };

  const save = () => (progress !== null ? Promise.resolve() : form.handleSubmit(send, invalid)());

  return { save, saving: progress !== null, progress, problems, closeProblems: () => setProblems([]) };
}
