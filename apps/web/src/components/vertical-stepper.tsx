import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

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

export type TStepperStep = { key: string | number; title: string; error: boolean };

type Props = { steps: TStepperStep[]; active: number; onGo: (index: number) => void; onNext: () => void; children: ReactNode };

/**
 * The vertical stepper of the record forms (a strategy's wizard, a project's form): any step
 * reachable by its title, the open one's form inside it with 'Siguiente' under it.
 */
export function VerticalStepper({ steps, active, onGo, onNext, children }: Props) {
  return (
    <Stepper nonLinear orientation="vertical" activeStep={active}>
      {steps.map((s, i) => (
        <Step key={s.key}>
          <StepHeader title={s.title} active={i === active} error={s.error} onClick={() => onGo(i)} />
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
