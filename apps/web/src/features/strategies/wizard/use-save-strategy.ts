import { useState } from 'react';
import { stepOfPath, stepsFor, STRATEGY_MSG, STRATEGY_PROBLEMS_KEY, strategyProblems } from '@siiicca/shared';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveStrategyMutation } from '../api/strategy-mutations';
import { toPayload, type TWizardValues } from './form-values';
import type { TStrategyWizardState } from './use-strategy-wizard';
import { placeServerErrors } from '../../../lib/server-field-errors';

type Options = {
  wizard: TStrategyWizardState;
  /** The strategy's version as the last draft left it (every save names the version it overwrites). */
  currentVersion: () => string | null;
  /** Resolves, with the strategy's id (a new one's Borrador may be on its way), when the drafts in flight have been stored. */
  settled: () => Promise<number | null>;
  onSaved: () => void;
};

/**
 * 'Guardar': checks the whole strategy with the shared rules (the spec's messages, in its order),
 * shows each field's message and the first step with one; then sends it with the letter. One
 * problem is a snackbar, several the 'Errores Encontrados' dialog; the server's answers the same.
 */
export function useSaveStrategy({ wizard, currentVersion, settled, onSaved }: Options) {
  const { form, letter, setLetter } = wizard;
  const mutation = useSaveStrategyMutation();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const show = (messages: string[], fallback: string) => {
    const list = messages.length ? messages : [fallback];
    if (list.length > 1) setProblems(list);
    else notifyError(list[0]!, 5000);
  };

  const markFields = (errors: Record<string, string[]>, actors: TWizardValues['actors']) => {
    form.clearErrors();
    const shown: number[] = stepsFor(form.getValues('strategy')).map((s) => s.step);
    let first: number | null = null;
    for (const path of placeServerErrors(form.setError, errors, { skip: [STRATEGY_PROBLEMS_KEY] })) {
      const step = stepOfPath(path, actors ?? []);
      if (shown.includes(step) && (first === null || step < first)) first = step;
    }
    if (first !== null) wizard.setStep(first);
  };

  const save = async () => {
    setSaving(true);
    let body: TWizardValues | null = null;
    try {
      // A draft still on its way may be creating this strategy's Borrador: the save names it.
      const id = await settled();
      body = {
        ...toPayload(form.getValues()),
        id: id ?? undefined,
        version: currentVersion(),
        remove_approvement_letter: letter.removeStored && !letter.file } as TWizardValues;
      const found = strategyProblems(body);
      if (found) {
        markFields(found.errors, body.actors);
        show(found.problems, STRATEGY_MSG.formInvalid);
        return;
      }
      const res = await mutation.mutateAsync({ strategy: body, letter: letter.file, onProgress: (fraction) => setLetter((l) => ({ ...l, progress: fraction })) });
      notifySuccess(res?.message || STRATEGY_MSG.saved);
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.handled) return;
        markFields(err.errors ?? {}, body?.actors ?? []);
        show(err.errors?.[STRATEGY_PROBLEMS_KEY] ?? [], err.status >= 500 || !err.message ? STRATEGY_MSG.saveFailed : err.message);
      } else notifyError(STRATEGY_MSG.saveFailed, 5000);
    } finally {
      setSaving(false);
      setLetter((l) => ({ ...l, progress: null }));
    }
  };

  return { save, saving, problems, closeProblems: () => setProblems([]) };
}
