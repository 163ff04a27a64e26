import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { PEOPLE_LIMITS, STRATEGY_API, STRATEGY_MSG, TEACHER_LINKS, type TActorType, type TPersonLookup } from '@siiicca/shared';
import type { TFormValues } from '../../../components/catalogue';
import { overLimit } from '../../../components/catalogue/form-fields';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notify, notifyError } from '../../../lib/notify';

const NAME = 'third.identification';

/** The person's (or entity's) fields a look-up fills in, and the lecturer's place when it is a lecturer. */
function prefill(form: UseFormReturn<TFormValues>, type: TActorType, found: TPersonLookup) {
  const set = (name: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  };
  const { third } = found;
  set('third.name', third.name);
  set('third.mobile', third.mobile);
  if (type === 'Docente' || type === 'Egresado' || type === 'Estudiante') {
    if (third.type_id !== 'NIT') set('third.type_id', third.type_id);
    set('third.email', third.email);
    set('third.cvlac', third.cvlac);
    set('third.orcid', third.orcid);
    set('third.gooAcademico', third.gooAcademico);
  } else set('third.type_id', third.type_id);
  if (type === 'Docente') {
    if ((TEACHER_LINKS as readonly string[]).includes(third.link ?? '')) set('link', third.link);
    set('sectional_id', third.sectional_id);
    set('faculty_id', third.faculty_id);
    set('investigation_group_id', found.investigation_group?.id);
  }
}

/**
 * The identification box and its look-up: a person the product or the academic system knows has
 * their fields filled in; an unknown one is typed in by hand.
 */
export function IdentificationField({ form, type, readOnly }: { form: UseFormReturn<TFormValues>; type: TActorType; readOnly?: boolean }) {
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    const ok = await form.trigger(NAME);
    if (!ok) return;
    setBusy(true);
    try {
      const found = await api.get<TPersonLookup>(STRATEGY_API.leader, { query: { identification: String(form.getValues(NAME)).trim() } });
      prefill(form, type, found);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) notify(STRATEGY_MSG.personNotFound, 'info');
      else if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Controller
      name={NAME}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            if (overLimit(PEOPLE_LIMITS.identification, e.target.value) || fieldState.error) void form.trigger(NAME);
          }}
          onKeyDown={(e) => {
            // Enter looks the person up rather than saving a half-filled actor.
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookUp();
            }
          }}
          label="Identificación"
          required
          fullWidth
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Buscar persona">
                    <span>
                      <IconButton aria-label="Buscar persona" onClick={lookUp} disabled={busy || readOnly} edge="end">
                        {busy ? <CircularProgress size={20} aria-label="Buscando" /> : <SearchIcon />}
                      </IconButton>
                    </span>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
