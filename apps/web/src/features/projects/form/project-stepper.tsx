import type { ReactNode } from 'react';
import { VerticalStepper } from '../../../components/vertical-stepper';
import { PROJECT_STEPS } from './project-steps';

type Props = { current: number; withErrors: Set<number>; onGo: (step: number) => void; children: ReactNode };

/** The vertical stepper of the five steps: any step reachable, 'Siguiente' under the open one (the last wraps to the first). */
export function ProjectStepper({ current, withErrors, onGo, children }: Props) {
  return (
    <VerticalStepper
      steps={PROJECT_STEPS.map((title, i) => ({ key: title, title, error: withErrors.has(i) }))}
      active={current}
      onGo={onGo}
      onNext={() => onGo((current + 1) % PROJECT_STEPS.length)}
    >
      {children}
    </VerticalStepper>
  );
}
