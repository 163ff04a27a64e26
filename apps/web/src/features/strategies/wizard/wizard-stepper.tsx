import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { stepOfPath, type TStrategyStep } from '@siiicca/shared';
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

/**
 * A step's title as a plain button. MUI turns a stepper whose steps hold a StepButton directly into
 * a tablist, which a vertical stepper with the forms inside its steps is not; kept one level down,
 * the titles are ordinary buttons, each reachable with Tab.
 */
function StepHeader(p: { title: string; active: boolean; error: boolean; onClick: () => void }) {
  return (
    <StepButton
      onClick={p.onClick}
      role="button"
      tabIndex={0}
      aria-selected={undefined}
      aria-posinset={undefined}
      aria-setsize={undefined}
      aria-current={p.active ? 'step' : undefined}
      optional={p.error ? <Typography variant="caption" color="error">Revise los campos</Typography> : undefined}
    >
      <StepLabel error={p.error}>{p.title}</StepLabel>
    </StepButton>
  );
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
  const active = Math.max(0, steps.findIndex((s) => s.step === current));
  return (
    <Stepper nonLinear orientation="vertical" activeStep={active}>
      {steps.map((s, i) => (
        <Step key={s.step}>
          <StepHeader title={s.title} active={i === active} error={withErrors.has(s.step)} onClick={() => onGo(s.step)} />
          <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
            {i === active && children}
            <Button variant="contained" onClick={onNext} sx={{ mt: 3 }}>
              Siguiente
            </Button>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
