import { useFormState, useWatch } from 'react-hook-form';
import type { TStrategyStep } from '@siiicca/shared';
import { ActorsStep } from '../actors';
import { ProductsStep } from '../products';
import { GeneralStep } from './steps/general-step';
import { LeaderStep } from './steps/leader-step';
import { RegistrationStep } from './steps/registration-step';
import type { TLetterState } from './steps/approval-letter-field';
import type { TStepProps } from './steps/step-props';
import type { TVersionAccess } from './use-draft-sync';

type Props = TStepProps & { step: TStrategyStep; strategyId: number | null; version: TVersionAccess; letter: TLetterState; onLetter: (next: TLetterState) => void };

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/** The first message of each actor a save refused (the server's or the shared rules'), by index. */
function actorErrors(errors: unknown): Record<number, string> {
  const out: Record<number, string> = {};
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    for (const child of Object.values(node)) {
      const found = first(child);
      if (found) return found;
    }
    return undefined;
  };
  if (errors && typeof errors === 'object') {
    for (const [index, node] of Object.entries(errors)) {
      const message = /^\d+$/.test(index) ? first(node) : undefined;
      if (message) out[Number(index)] = message;
    }
  }
  return out;
}

/** The component of one step; actors, products and activities are lists the form holds whole. */
export function StepBody({ step, form, lookups, strategyId, version, letter, onLetter }: Props) {
  const [kind, sectionalId, actors, products, activities, leader] = useWatch({
    control: form.control,
    name: ['strategy', 'sectional_id', 'actors', 'products', 'activities', 'leader'],
  });
  const { errors } = useFormState({ control: form.control, name: 'actors' });
  if ('actorType' in step) {
    return (
      <ActorsStep
        type={step.actorType}
        actors={actors ?? []}
        onChange={(next) => form.setValue('actors', next, dirty)}
        leader={leader}
        errors={actorErrors(errors.actors)}
        sectionalId={typeof sectionalId === 'number' ? sectionalId : undefined}
        version={version}
      />
    );
  }
  switch (step.key) {
    case 'registration':
      return <RegistrationStep form={form} lookups={lookups} />;
    case 'leader':
      return <LeaderStep form={form} lookups={lookups} />;
    case 'general':
      return <GeneralStep form={form} lookups={lookups} strategyId={strategyId} letter={letter} onLetter={onLetter} />;
    default:
      return (
        <ProductsStep
          kind={kind ?? null}
          products={products ?? []}
          onProductsChange={(next) => form.setValue('products', next, dirty)}
          activities={activities ?? []}
          onActivitiesChange={(next) => form.setValue('activities', next, dirty)}
        />
      );
  }
}
