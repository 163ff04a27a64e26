import { useWatch } from 'react-hook-form';
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

/** The component of one step; actors, products and activities are lists the form holds whole. */
export function StepBody({ step, form, lookups, strategyId, version, letter, onLetter }: Props) {
  const [kind, sectionalId, actors, products, activities] = useWatch({
    control: form.control,
    name: ['strategy', 'sectional_id', 'actors', 'products', 'activities'],
  });
  if ('actorType' in step) {
    return (
      <ActorsStep
        type={step.actorType}
        actors={actors ?? []}
        onChange={(next) => form.setValue('actors', next, dirty)}
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
