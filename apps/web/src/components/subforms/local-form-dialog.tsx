import { useCallback, useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useDiscardGuard } from '../unsaved-changes';

/**
 * A persistent form dialog whose 'Guardar' hands the values back to the screen (nothing is sent to
 * the server until the whole strategy is saved): actors, a graduate's programs, products, activities;
 * also the small forms that are sent at once (a reason, a date), with `busy` while the server answers.
 * Closing it with changes asks first.
 */
export function LocalFormDialog(props: {
  open: boolean;
  title: string;
  /** Shown after the title (the help button of the actor dialogs). */
  titleAction?: ReactNode;
  maxWidth: number;
  dirty: boolean;
  submitLabel: string;
  /** The request is under way: the submit button waits (a double click sends once). */
  busy?: boolean;
  /** The submit button in the error colour: the action cannot be undone. */
  danger?: boolean;
  /** The whole screen (a long form on a phone). */
  fullScreen?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const { onClose } = props;
  const discard = useCallback(() => onClose(), [onClose]);
  const guard = useDiscardGuard({ open: props.open, dirty: props.dirty, onDiscard: discard });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A dialog opened from another one is a portal: its submit would otherwise reach the outer form too.
    e.stopPropagation();
    props.onSubmit();
  };
  return (
    <>
      <Dialog
        open={props.open}
        onClose={(_e, reason) => reason !== 'backdropClick' && guard.requestClose()}
        fullWidth
        fullScreen={props.fullScreen}
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: props.maxWidth } } }}
        aria-labelledby={titleId}
      >
        {/* A column the dialog's height bounds: a long form scrolls in its content, its buttons stay in sight. */}
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pr: { xs: 1, sm: 2 } }}>
            {/* The title wraps rather than push the help button out of a phone's dialog. */}
            <DialogTitle id={titleId} sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', pr: 1 }}>
              {props.title}
            </DialogTitle>
            {props.titleAction}
          </Stack>
          <DialogContent dividers>{props.children}</DialogContent>
          <DialogActions>
            <Button onClick={guard.requestClose}>Cancelar</Button>
            <Button type="submit" variant="contained" color={props.danger ? 'error' : 'primary'} disabled={props.busy}>
              {props.submitLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {guard.element}
    </>
  );
}
