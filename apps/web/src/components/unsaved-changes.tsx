import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { MSG } from '@siiicca/shared';
import { notifyWarning } from '../lib/notify';
import { ConfirmDialog } from './catalogue/confirm-dialog';

/** The question asked before typed work is thrown away. */
export function UnsavedChangesDialog(props: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={props.open}
      title="¿Descartar los cambios?"
      text="Hay cambios sin guardar. Si sale ahora, se perderán."
      cancelLabel="Seguir editando"
      confirmLabel="Descartar"
      onCancel={props.onKeep}
      onConfirm={props.onDiscard}
    />
  );
}

/** Spec section 9: discarded work is announced with 'No se Guardó...' for one second. */
const announceDiscarded = () => notifyWarning(MSG.notSaved, 1000);

/**
 * Mounted only while a form with changes is open, so that one blocker exists at a time (the router
 * honours a single one). The browser's back and forward buttons ask first; reloading or closing the
 * tab gets the browser's own question (beforeunload). Navigations the product starts itself (an
 * ended session, a refused permission) are not held back.
 */
function LeaveGuard({ onLeave }: { onLeave: () => void }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        announceDiscarded();
        blocker.proceed?.();
        onLeave();
      }}
    />
  );
}

/**
 * Closing a form that holds changes (Esc, the close button, 'Cancelar', the browser's back button,
 * a reload) asks first: keep editing, or discard with 'No se Guardó...'. A form without changes
 * closes at once. The form dialogs, and later the strategy and project wizards, use it as:
 *
 *   const guard = useDiscardGuard({ open, dirty: formState.isDirty, onDiscard: () => onClose(false) });
 *   <Dialog onClose={guard.requestClose}> … <Button onClick={guard.requestClose}>Cancelar</Button> … </Dialog>
 *   {guard.element}
 */
export function useDiscardGuard(options: { open: boolean; dirty: boolean; onDiscard: () => void }): {
  requestClose: () => void;
  element: ReactNode;
} {
  const { open, dirty, onDiscard } = options;
  const [asking, setAsking] = useState(false);
  // A dialog that closes forgets the question.
  if (!open && asking) setAsking(false);

  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else onDiscard();
  }, [dirty, onDiscard]);

  const element = (
    <>
      {open && dirty && <LeaveGuard onLeave={onDiscard} />}
      <UnsavedChangesDialog
        open={open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          announceDiscarded();
          onDiscard();
        }}
      />
    </>
  );
  return { requestClose, element };
}
