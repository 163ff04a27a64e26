import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { EVAL_CRITERIA_LIMITS } from '@siiicca/shared';
import { newCriterion, SCALE_OPTIONS, weightTotal, type TEvaluationForm } from './evaluation-form';

type TMessage = { message?: string };
type TCriteriaErrors = TMessage & { root?: TMessage } & Record<number, Partial<Record<'name' | 'description' | 'weight' | 'scale', TMessage>> & { scale_max?: TMessage }>;

/**
 * The call's criteria, in order: name, weight, scale and description per row; rows are added,
 * removed and moved up or down, and the weights' total shows as it is typed (it must be 100).
 */
export function CriteriaField({ form, disabled }: { form: UseFormReturn<TEvaluationForm>; disabled: boolean }) {
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'criteria' });
  const criteria = useWatch({ control, name: 'criteria' }) ?? [];
  const total = weightTotal(criteria);
  const errors = form.formState.errors.criteria as TCriteriaErrors | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  const text = (i: number, name: 'name' | 'description' | 'weight', label: string, extra: object = {}) => (
    <Controller
      name={`criteria.${i}.${name}`}
      control={control}
      render={({ field: f }) => {
        const message = errors?.[i]?.[name]?.message;
        return <TextField {...f} {...extra} label={`${label} ${i + 1}`} disabled={disabled} error={!!message} helperText={message} size="small" />;
      }}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        Criterios de evaluación
      </Typography>
      <Stack spacing={2}>
        {fields.length === 0 && <Typography variant="body2">La convocatoria aún no tiene criterios.</Typography>}
        {fields.map((row, i) => (
          <Stack key={row.id} spacing={1} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
              {text(i, 'name', 'Criterio', { required: true, sx: { flex: 2 } })}
              {text(i, 'weight', 'Peso', { required: true, type: 'number', slotProps: { htmlInput: { min: 1, max: 100 } }, sx: { width: { md: 110 } } })}
              <Controller
                name={`criteria.${i}.scale`}
                control={control}
                render={({ field: f }) => {
                  const options = SCALE_OPTIONS.some((o) => o.value === f.value) ? SCALE_OPTIONS : [...SCALE_OPTIONS, { value: f.value, label: f.value.replace('-', ' – ') }];
                  const message = errors?.[i]?.scale_max?.message;
                  return (
                    <TextField {...f} select label={`Escala ${i + 1}`} disabled={disabled} size="small" error={!!message} helperText={message} sx={{ width: { md: 130 } }}>
                      {options.map((o) => (
                        <MenuItem key={o.value} value={o.value}>
                          {o.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }}
              />
              <Controller
                name={`criteria.${i}.whole_steps`}
                control={control}
                render={({ field: f }) => (
                  <FormControlLabel
                    sx={{ whiteSpace: 'nowrap' }}
                    control={<Checkbox checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} disabled={disabled} />}
                    label={`Solo enteros ${i + 1}`}
                  />
                )}
              />
              <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', md: 'flex-start' } }}>
                <IconButton aria-label={`Subir criterio ${i + 1}`} disabled={disabled || i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton aria-label={`Bajar criterio ${i + 1}`} disabled={disabled || i === fields.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton aria-label={`Quitar criterio ${i + 1}`} disabled={disabled} onClick={() => remove(i)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Stack>
            {text(i, 'description', 'Descripción del criterio', { multiline: true, minRows: 1, fullWidth: true })}
          </Stack>
        ))}
        <Typography role="status" aria-live="polite" variant="body2" sx={{ fontWeight: 600, color: total === 100 ? 'success.dark' : 'error.main' }}>
          Total de pesos: {total} de 100
        </Typography>
        {listError && (
          <Typography variant="caption" color="error" role="alert">
            {listError}
          </Typography>
        )}
        <Box>
          <Button size="small" startIcon={<AddIcon />} disabled={disabled || fields.length >= EVAL_CRITERIA_LIMITS.criteria} onClick={() => append(newCriterion())}>
            Agregar Criterio
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
