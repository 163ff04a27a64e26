import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { stepOfPath, type TStrategyStep } from '@siiicca/shared';
import { VerticalStepper } from '../../../components/vertical-stepper';
import type { TWizardValues } from './form-values';

/** The steps that hold a field with a message (actors go to their type's step). */
export function stepsWithErrors(errors: FieldErrors<TWizardValues>, actors: { type: string }[]): Set<number> {
  const steps = new Set<number>();
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'actors' && Array.isArray(value)) value.forEach((e, i) => e && steps.add(stepOfPath(`actors.${i}`, actors)));
    else if (value) steps.add(stepOfPath(key, actors));
  }
  return steps;
}

type Props = {
  steps: TStrategyStep[];
  current: number;
  withErrors: Set<number>;
  onGo: (step: number) => void;
  onNext: () => void;
  children: ReactNode;
};

/** The vertical stepper: every step of the kind, any of them reachable, 'Siguiente' under the open one. */
export function WizardStepper({ steps, current, withErrors, onGo, onNext, children }: Props) {
  return (
    <VerticalStepper
      steps={steps.map((s) => ({ key: s.step, title: s.title, error: withErrors.has(s.step) }))}
      active={Math.max(0, steps.findIndex((s) => s.step === current))}
      onGo={(i) => onGo(steps[i]!.step)}
      onNext={onNext}
    >
      {children}
    </VerticalStepper>
  );
}
