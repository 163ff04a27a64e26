import { Controller, useWatch } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROJECT_LIMITS, shownDate } from '@siiicca/shared';
import type { TProjectStepProps } from '../form-values';

/** 'YYYY-MM-DD' as people read it in Colombia. */

/** Step 1, Datos Básicos: the call (open today; its dates show below), the title and the main sectional. */
export function BasicStep({ form, lookups, readOnly }: TProjectStepProps) {
  const callId = useWatch({ control: form.control, name: 'announcement_id' });
  const call = lookups.announcements.find((c) => c.id === callId);
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <Controller
        name="announcement_id"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Convocatoria"
            required
            fullWidth
            disabled={readOnly}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(Number(e.target.value));
              // Another call asks for other documents: what was chosen or kept for the old one goes.
              form.setValue('files', {}, { shouldDirty: true });
              form.setValue('attacheds', [], { shouldDirty: true });
            }}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ??
              (call ? `Abierta del ${shownDate(call.fecha_inicio)} al ${shownDate(call.fecha_fin)}` : 'Solo se ofrecen las convocatorias abiertas hoy')
            }
          >
            {lookups.announcements.length === 0 && (
              <MenuItem value="" disabled>
                No hay convocatorias abiertas
              </MenuItem>
            )}
            {lookups.announcements.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {call?.description && (
        <Typography variant="body2" color="text.secondary">
          {call.description}
        </Typography>
      )}
      <Controller
        name="title"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label="Título del Proyecto"
            required
            fullWidth
            multiline
            minRows={2}
            disabled={readOnly}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? `Máximo ${PROJECT_LIMITS.title} caracteres`}
          />
        )}
      />
      <Controller
        name="sectional_id"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Seccional Principal"
            fullWidth
            disabled={readOnly}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            <MenuItem value="">
              <em>Sin seleccionar</em>
            </MenuItem>
            {lookups.sectionals.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
