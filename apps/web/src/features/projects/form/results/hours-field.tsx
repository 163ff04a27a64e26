import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PROJECT_MSG } from '@siiicca/shared';
import { ConfirmDialog } from '../../../../components/catalogue';
import type { TProjectStepProps } from '../form-values';
import { hoursOptions } from './product-options';

export const HOURS_LABEL = 'Intensidad Horaria';

/**
 * The project's hours intensity (weekly hours), chosen among the catalogue's pivot hours. Changing it
 * while there are results asks first: yes deletes every result, no keeps the old value (spec section 4).
 */
export function HoursField({ form, lookups, readOnly }: TProjectStepProps) {
  const results = useWatch({ control: form.control, name: 'results' }) ?? [];
  const current = useWatch({ control: form.control, name: 'hours' });
  const [pending, setPending] = useState<number | null>(null);
  const options = hoursOptions(lookups.products, typeof current === 'number' ? current : null);

  const choose = (next: number) => {
    form.setValue('hours', next, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <>
      <Controller
        name="hours"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            label={HOURS_LABEL}
            required
            disabled={readOnly}
            value={typeof field.value === 'number' ? field.value : ''}
            onChange={(e) => {
              const next = Number(e.target.value);
              if (next === field.value) return;
              if (results.length > 0) setPending(next);
              else choose(next);
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'Horas semanales del proyecto: definen los productos que se pueden ofrecer'}
            sx={{ maxWidth: { sm: 360 } }}
            fullWidth
          >
            {options.length === 0 && (
              <MenuItem disabled value="">
                Sin opciones
              </MenuItem>
            )}
            {options.map((h) => (
              <MenuItem key={h} value={h}>
                {`${h} horas`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={PROJECT_MSG.hoursChangeTitle}
        text={PROJECT_MSG.hoursChangeQuestion}
        confirmLabel="Sí"
        cancelLabel="No"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          form.setValue('results', [], { shouldDirty: true });
          if (pending !== null) choose(pending);
          setPending(null);
        }}
      />
    </>
  );
}
