import { useEffect, useRef, type ReactNode } from 'react';
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
  // The title is the step's heading (h3 under the dialog's h2); tabIndex -1 lets 'Siguiente' move the
  // keyboard focus to it without adding a Tab stop.
  return (
    <Typography component="h3" variant="inherit" tabIndex={-1} data-step-heading sx={{ m: 0 }}>
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
    </Typography>
  );
}

export type TStepperStep = { key: string | number; title: string; error: boolean };

type Props = { steps: TStepperStep[]; active: number; onGo: (index: number) => void; onNext: () => void; children: ReactNode };

/**
 * The vertical stepper of the record forms (a strategy's wizard, a project's form): any step
 * reachable by its title, the open one's form inside it with 'Siguiente' under it.
 */
export function VerticalStepper({ steps, active, onGo, onNext, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  // After 'Siguiente' the button that had the focus goes away with its step: the focus moves to the
  // heading of the step that opens (not to the page), so a keyboard or screen-reader user goes on there.
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    root.current?.querySelectorAll<HTMLElement>('[data-step-heading]')[active]?.focus();
  }, [active]);
  const next = () => {
    focusNext.current = true;
    onNext();
  };
  return (
    <Stepper ref={root} nonLinear orientation="vertical" activeStep={active}>
      {steps.map((s, i) => (
        <Step key={s.key}>
          <StepHeader title={s.title} active={i === active} error={s.error} onClick={() => onGo(i)} />
          <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
            {i === active && children}
            <Button variant="contained" onClick={next} sx={{ mt: 3 }}>
              Siguiente
            </Button>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
