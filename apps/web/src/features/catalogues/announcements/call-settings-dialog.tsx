import { Fragment, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MSG } from '@siiicca/shared';
import { useDiscardGuard } from '../../../components/unsaved-changes';
import { ApiError, failureMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { placeServerErrors } from '../../../lib/server-field-errors';

/** The call a settings dialog is open on. */
export type TCallRef = { id: number; name: string };

/** What the dialog hands its form: close after a save, ask before a cancel, and whether it holds changes. */
export type TSettingsFrame = { onSaved: () => void; onCancel: () => void; onDirty: (dirty: boolean) => void };

/**
 * A call's settings document in a dialog (Evaluación, Ejecución): read when it opens (a spinner, or
 * the failure, until then), then its form, mounted anew on each stored version. Esc and 'Cancelar'
 * ask first when the form holds changes; a click outside does nothing. Full screen on a phone.
 */
export function CallSettingsDialog<TDoc extends { version: string }, TKey extends QueryKey>(props: {
  call: TCallRef | null;
  title: string;
  options: UseQueryOptions<TDoc, Error, TDoc, TKey>;
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
  children: (doc: TDoc, frame: TSettingsFrame) => ReactNode;
}) {
  const { call, onClose } = props;
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const titleId = useId();
  const query = useQuery({ ...props.options, enabled: !!call });
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard({ open: !!call, dirty, onDiscard: onClose });
  const frame = useMemo<TSettingsFrame>(() => ({ onSaved: onClose, onCancel: guard.requestClose, onDirty: setDirty }), [onClose, guard.requestClose]);
  return (
    <>
      <Dialog
        open={!!call}
        onClose={(_e, reason) => reason !== 'backdropClick' && guard.requestClose()}
        fullWidth
        fullScreen={phone}
        maxWidth={props.maxWidth ?? 'md'}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        {query.data && call ? (
          // Mounted anew for each call and stored version: the form's defaults are the document.
          <Fragment key={`${call.id}-${query.data.version}`}>{props.children(query.data, frame)}</Fragment>
        ) : (
          <DialogContent dividers>
            {query.isError ? <Alert severity="error">{failureMessage(query.error, MSG.serverError)}</Alert> : <CircularProgress aria-label="Cargando" />}
          </DialogContent>
        )}
      </Dialog>
      {guard.element}
    </>
  );
}

/**
 * The form of a settings dialog: its fields, then 'Cancelar' (or 'Cerrar' when read-only) and
 * 'Guardar'. A save sends the form's values; the server's message is shown, its field errors go on
 * the fields, and any other refusal (409: the document changed meanwhile) is said in the snackbar.
 */
export function CallSettingsForm<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  frame: TSettingsFrame;
  readOnly: boolean;
  send: (values: T) => Promise<{ message: string }>;
  /** The message of a save that failed without one of the server's own. */
  failed: string;
  /** Buttons before 'Cancelar' (the evaluations' Excel). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { form, frame, readOnly, send, failed } = props;
  const { isDirty, isSubmitting } = form.formState;
  const dirty = !readOnly && isDirty && !isSubmitting;
  const { onDirty } = frame;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // A form that goes (closed, or mounted anew on the saved version) holds no changes any more.
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = form.handleSubmit(
    async () => {
      try {
        const res = await send(form.getValues());
        notifySuccess(res.message);
        frame.onSaved();
      } catch (err) {
        if (err instanceof ApiError) {
          placeServerErrors(form.setError, err.errors);
          if (!err.handled) notifyError(err.message || failed);
        } else notifyError(failed);
      }
    },
    () => notifyError(MSG.checkErrors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>{props.children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.actions}
        <Button onClick={frame.onCancel}>{readOnly ? 'Cerrar' : 'Cancelar'}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Guardar
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
