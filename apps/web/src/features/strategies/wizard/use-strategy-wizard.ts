import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { restoreStrategyDraft, stepsFor, ZStrategySchema, type TStrategyDetail, type TStrategyKind } from '@siiicca/shared';
import { useSession } from '../../../lib/session-store';
import { schemaResolver } from '../../../lib/zod-resolver';
import { strategyDetailQuery } from '../api/strategy-detail';
import { detailToForm, newStrategyValues, toPayload, type TWizardValues } from './form-values';
import type { TLetterState } from './steps/approval-letter-field';

type TDraft = NonNullable<TStrategyDetail['draft']>;

/** The shared schema judges what the form holds as the server will receive it. */
const resolver = schemaResolver(ZStrategySchema, toPayload);

/** A stored step the kind still shows, else the first. */
const shownStep = (kind: TStrategyKind | null | undefined, step: number) => (stepsFor(kind).some((s) => s.step === step) ? step : 1);

const merged = (saved: TWizardValues, draft: TDraft, d: TStrategyDetail) =>
  ({ ...saved, ...restoreStrategyDraft(draft.data), id: d.id, version: d.version }) as TWizardValues;

/**
 * The wizard's state: the strategy's form (new, or loaded whole), the step shown, the approval
 * letter, and the unsaved work found on the server (a draft of a saved strategy is offered first;
 * a Borrador opens where it was left).
 */
export function useStrategyWizard(id: number | null) {
  const session = useSession();
  const detail = useQuery(strategyDetailQuery(id));
  const form = useForm<TWizardValues>({ resolver, mode: 'onTouched', defaultValues: newStrategyValues(session?.user) });
  const [step, setStep] = useState(1);
  const [letterState, setLetter] = useState<Omit<TLetterState, 'stored'>>({ file: null, removeStored: false, progress: null });
  const letter: TLetterState = { ...letterState, stored: detail.data?.approvement_letter ?? null };
  const [offer, setOffer] = useState<TDraft | null>(null);
  const [ready, setReady] = useState(id === null);

  // The loaded strategy goes into the form (react-hook-form's store, outside React) and, in the same
  // pass, the step and the offer follow it: nothing renders the steps before the form holds it.
  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    const saved = detailToForm(d);
    if (d.state === 'Borrador' && d.draft) {
      const restored = merged(saved, d.draft, d);
      form.reset(restored);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setStep(shownStep(restored.strategy, d.draft.step));
    } else {
      form.reset(saved);
      if (d.draft) setOffer(d.draft);
    }
    setReady(true);
  }, [detail.data]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Takes up the unsaved work of a saved strategy: its values count as changes until saved. */
  const acceptOffer = () => {
    if (!offer || !detail.data) return;
    form.reset(merged(form.getValues(), offer, detail.data), { keepDefaultValues: true });
    setStep(shownStep(form.getValues('strategy'), offer.step));
    setOffer(null);
  };

  return {
    form,
    detail,
    ready,
    step,
    setStep,
    letter,
    setLetter,
    offer,
    acceptOffer,
    declineOffer: () => setOffer(null),
    /** Whether anything would be lost by closing now. */
    dirty: form.formState.isDirty || !!letter.file || letter.removeStored,
  };
}
export type TStrategyWizardState = ReturnType<typeof useStrategyWizard>;
