import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { PROJECT_STEPS } from './project-steps';

/**
 * A step's title as a plain button: kept one level below Step, MUI does not make the vertical
 * stepper a tablist (which it is not, with the forms inside its steps); each title is reachable with Tab.
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

type Props = { current: number; withErrors: Set<number>; onGo: (step: number) => void; children: ReactNode };

/** The vertical stepper of the five steps: any step reachable, 'Siguiente' under the open one (the last wraps to the first). */
export function ProjectStepper({ current, withErrors, onGo, children }: Props) {
  return (
    <Stepper nonLinear orientation="vertical" activeStep={current}>
      {PROJECT_STEPS.map((title, i) => (
        <Step key={title}>
          <StepHeader title={title} active={i === current} error={withErrors.has(i)} onClick={() => onGo(i)} />
          <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
            {i === current && children}
            <Button variant="contained" onClick={() => onGo((i + 1) % PROJECT_STEPS.length)} sx={{ mt: 3 }}>
              Siguiente
            </Button>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
