import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../lib/zod-resolver';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MSG } from '@siiicca/shared';
import { useSaveCatalogueRow, type TSavedRow } from './catalogue-mutations';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDiscardGuard } from '../unsaved-changes';
import { FormFields } from './form-fields';
import type { TCatalogueDef, TFormValues, TRow } from './types';
import { placeServerErrors } from '../../lib/server-field-errors';

/** Spec: the form resets 300 ms after the dialog closes. */
const RESET_DELAY_MS = 300;

const initialValues = (def: TCatalogueDef, row: TRow | null): TFormValues =>
  row ? { ...def.defaults, ...(def.toForm ? def.toForm(row) : row) } : { ...def.defaults };

/**
 * The persistent 'Nuevo Registro' / 'Editar Registro' dialog of every catalogue: POST to create,
 * PUT to update, the shared zod schema for validation, the server's message on failure. Closing
 * it with changes asks first (useDiscardGuard).
 */
export function CatalogueDialog(props: {
  def: TCatalogueDef;
  open: boolean;
  editing: TRow | null;
  /** `result` is the server's answer to a save (`{ message, data }`), for callers that pick the new row. */
  onClose: (saved: boolean, result?: TSavedRow) => void;
}) {
  const { def, open, editing } = props;
  const titleId = useId();
  // The schema depends on create vs edit; the resolver reads it at validation time.
  const activeSchema = editing ? (def.editSchema ?? def.schema) : def.schema;
  const schema = useRef(activeSchema);
  useLayoutEffect(() => {
    schema.current = activeSchema;
  }, [activeSchema]);
  const save = useSaveCatalogueRow(def);
  const form = useForm<TFormValues>({
    resolver: (values, context, options) => schemaResolver<TFormValues>(schema.current)(values, context, options),
    defaultValues: initialValues(def, editing),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (open) form.reset(initialValues(def, editing));
    else {
      const timer = setTimeout(() => form.reset(initialValues(def, null)), RESET_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const res = await save.mutateAsync({ values, editing });
        notifySuccess(res?.message ?? (editing ? MSG.updated : MSG.saved));
        props.onClose(true, res);
      } catch (err) {
        if (err instanceof ApiError) {
          placeServerErrors(form.setError, err.errors);
          if (!err.handled) notifyError(err.message || def.messages?.save || MSG.serverError);
        } else {
          notifyError(def.messages?.save ?? MSG.serverError);
        }
      }
    },
    () => notifyError(MSG.checkErrors),
  );

  // Read during render: react-hook-form only keeps up to date what a render has read. Read first
  // in the Cancelar handler, `isDirty` was still false there, so the first cancel of a fresh screen
  // discarded typed work without a word.
  const { isDirty, isSubmitting } = form.formState;
  const { onClose } = props;
  const discard = useCallback(() => onClose(false), [onClose]);
  const guard = useDiscardGuard({ open, dirty: isDirty && !isSubmitting, onDiscard: discard });

  return (
    <>
      <Dialog
        open={open}
        onClose={(_e, reason) => reason !== 'backdropClick' && guard.requestClose()}
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: def.dialogMaxWidth ?? 1000 } } }}
        aria-labelledby={titleId}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{editing ? 'Editar Registro' : 'Nuevo Registro'}</DialogTitle>
          <DialogContent dividers>
            <FormFields fields={def.fields} form={form} editing={editing} />
          </DialogContent>
          <DialogActions>
            <Button onClick={guard.requestClose}>Cancelar</Button>
            {/* Disabled from the click until the server answers: a double click saves once. */}
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {editing ? 'Editar' : 'Guardar'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {guard.element}
    </>
  );
}
