import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { FullScreenForm } from '../full-screen-form';
import { ProblemsDialog } from '../problems-dialog';
import { useDiscardGuard } from '../unsaved-changes';
import { VerticalStepper, type TStepperStep } from '../vertical-stepper';

type Props = {
  /** The bar: title and, beside it, the record's id and state or the draft's status. */
  title: string;
  subtitle?: ReactNode;
  /** Under the bar: an upload's progress. */
  progress?: ReactNode;
  /** Still loading: the spinner's accessible name ('Cargando la estrategia'); null once ready. */
  loading: string | null;
  loadError: string | null;
  /** The steps shown (with a mark on those holding a message) and the open one, by position. */
  steps: TStepperStep[];
  active: number;
  onGo: (index: number) => void;
  /** 'Siguiente' under the open step. */
  onNext: () => void;
  /** The save button ('Guardar', 'Guardar Borrador'), or null when the record is only shown ('Cerrar'). */
  save: { label: string; run: () => void; disabled: boolean } | null;
  /** A save is under way: closing then asks nothing. */
  saving: boolean;
  /** Something was changed: closing asks first, then `onDiscard`. */
  dirty: boolean;
  onDiscard: () => void;
  /** What a refused save lists ('Problemas'). */
  problems: string[];
  onCloseProblems: () => void;
  /** The open step's body. */
  children: ReactNode;
  /** The record type's own dialogs, after the frame's. */
  dialogs?: ReactNode;
  /** Above the steps: what the reader must see first (the office's observations being answered). */
  header?: ReactNode;
  /** Buttons after the save button (a report's 'Enviar informe'). */
  moreActions?: ReactNode;
};

/**
 * The frame of a record's step-by-step form (the strategy wizard, the project form; the evaluation
 * form next): a full-screen dialog with the vertical stepper, 'Cancelar' (or 'Cerrar') and the save
 * button; closing with unsaved changes asks first, and a refused save lists its problems. The record
 * type gives its steps, step bodies, titles and save.
 */
export function RecordWizard(props: Props) {
  const { title, subtitle, progress, loading, loadError, steps, active, onGo, onNext, save, saving, dirty, onDiscard, problems, onCloseProblems, children, dialogs, header, moreActions } = props;
  const guard = useDiscardGuard({ open: true, dirty: dirty && !saving, onDiscard });
  return (
    <>
      <FullScreenForm
        title={title}
        subtitle={subtitle}
        onRequestClose={guard.requestClose}
        progress={progress}
        loadError={loadError}
        loading={loading}
        actions={
          <>
            <Button onClick={guard.requestClose}>{save ? 'Cancelar' : 'Cerrar'}</Button>
            {save && (
              <Button variant="contained" onClick={save.run} disabled={save.disabled}>
                {save.label}
              </Button>
            )}
            {moreActions}
          </>
        }
      >
        {header}
        <VerticalStepper steps={steps} active={active} onGo={onGo} onNext={onNext}>
          {children}
        </VerticalStepper>
      </FullScreenForm>
      {guard.element}
      <ProblemsDialog problems={problems} onClose={onCloseProblems} />
      {dialogs}
    </>
  );
}
