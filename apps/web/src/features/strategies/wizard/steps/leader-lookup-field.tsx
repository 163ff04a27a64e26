import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { PEOPLE_LIMITS, STRATEGY_MSG, type TPersonLookup } from '@siiicca/shared';
import { overLimit } from '../../../../components/catalogue/form-fields';
import { ApiError } from '../../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../../lib/notify';
import { lookupLeader } from '../../api/leader';
import type { TStepProps } from './step-props';

/** Fills the leader's boxes with what the look-up found (the person's own data first). */
function fill(form: TStepProps['form'], found: TPersonLookup) {
  const t = found.third;
  const set = (name: string, value: unknown) =>
    value !== null && value !== undefined && form.setValue(`leader.${name}` as never, value as never, { shouldDirty: true });
  if (t.type_id !== 'NIT') set('type_id', t.type_id);
  set('name', t.name);
  set('email', t.email);
  set('mobile', t.mobile);
  set('cvlac', t.cvlac);
  set('orcid', t.orcid);
  set('gooAcademico', t.gooAcademico);
  set('sectional_id', t.sectional_id);
  set('faculty_id', t.faculty_id);
  set('investigation_group_id', found.investigation_group?.id);
}

/** The leader's identification and 'Buscar': a known person fills the form, an unknown one is typed in. */
export function LeaderLookupField({ form }: Pick<TStepProps, 'form'>) {
  const [busy, setBusy] = useState(false);
  const search = async () => {
    const identification = String(form.getValues('leader.identification') ?? '').trim();
    if (!identification) {
      void form.trigger('leader.identification');
      return;
    }
    setBusy(true);
    try {
      fill(form, await lookupLeader(identification));
      notifySuccess('Datos del docente encontrados');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        notifyWarning(STRATEGY_MSG.personNotFound, 3000);
        // The person is typed in: the name box takes the focus, its text selected to be typed over.
        const name = document.querySelector<HTMLInputElement>('input[name="leader.name"]');
        name?.focus();
        name?.select();
      } else if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof Error ? err.message : STRATEGY_MSG.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Controller
        name="leader.identification"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(e) => {
              field.onChange(e.target.value);
              if (overLimit(PEOPLE_LIMITS.identification, e.target.value) || fieldState.error) void form.trigger('leader.identification');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
            label="Identificación"
            required
            fullWidth
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'Escriba el número y pulse Buscar'}
            slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off' } }}
          />
        )}
      />
      <Button
        variant="outlined"
        onClick={search}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <SearchIcon />}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        Buscar
      </Button>
    </Stack>
  );
}
