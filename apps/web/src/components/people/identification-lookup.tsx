import { useState, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { PEOPLE_LIMITS, STRATEGY_MSG, type TPersonLookup } from '@siiicca/shared';
import { overLimit } from '../catalogue/form-fields';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifyWarning } from '../../lib/notify';

type TLookupProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The identification's field in the form ('leader.identification', 'third.identification'). */
  name: Path<T>;
  /** A person the product or the academic system knows: fill the form with them. */
  onFound: (found: TPersonLookup) => void;
  /** Nobody has that identification: the user types the person in. */
  onNotFound?: () => void;
  /** The look-up itself (`get_leader`, `getinvestigator`): the person, or a 404. */
  lookup: (identification: string) => Promise<TPersonLookup>;
};

/**
 * The look-up of a person by identification (`get_leader`, `getinvestigator`), for strategies' people and projects' investigators:
 * a valid identification is asked for, a known person is handed to `onFound`, an unknown one says
 * 'No se encontró la persona: ingrese sus datos' so the user types the person in.
 */
export function usePersonLookup<T extends FieldValues>({ form, name, onFound, onNotFound, lookup }: TLookupProps<T>) {
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    const identification = String(form.getValues(name) ?? '').trim();
    if (!(await form.trigger(name)) || !identification) return;
    setBusy(true);
    try {
      onFound(await lookup(identification));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        notifyWarning(STRATEGY_MSG.personNotFound, 3000);
        onNotFound?.();
      } else if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof Error ? err.message : STRATEGY_MSG.personLookupFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, lookUp };
}

/**
 * The 'Identificación' box: its limit says 'Máximo N letras' as the user types, and Enter looks the
 * person up (rather than submitting a half-filled form).
 */
export function IdentificationInput<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  onLookUp: () => void;
  /** The identification's limit, checked as the user types (strategies 15, projects 100). */
  max?: number;
  disabled?: boolean;
  helperText?: string;
  endAdornment?: ReactNode;
}) {
  const { form, name } = props;
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            if (overLimit(props.max ?? PEOPLE_LIMITS.identification, e.target.value) || fieldState.error) void form.trigger(name);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              props.onLookUp();
            }
          }}
          label="Identificación"
          required
          fullWidth
          disabled={props.disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{
            htmlInput: { inputMode: 'text', autoComplete: 'off' },
            ...(props.endAdornment ? { input: { endAdornment: props.endAdornment } } : {}),
          }}
        />
      )}
    />
  );
}
