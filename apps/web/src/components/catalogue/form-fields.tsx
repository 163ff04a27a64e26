import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { isMaskedEmail, isMaskedMobile, MASKED_CONTACT_HINT } from '@siiicca/shared';
import { DateField as DateInput } from '../date-field';
import { SelectField } from './select-field';
import type { TFieldDef, TFormValues, TRow } from './types';

type Ctx = { form: UseFormReturn<TFormValues>; editing: TRow | null };

/**
 * A box never cuts what is typed or pasted (a `maxLength` attribute would drop the end without a
 * word): past the limit the schema's own message ('Máximo N letras') shows at once, without waiting
 * for the person to leave the field, and saving is refused until the text fits.
 */
export const overLimit = (maxLength: number | undefined, text: string) => maxLength !== undefined && text.length > maxLength;

/** Renders the fields of a catalogue dialog from its definition. */
export function FormFields({ fields, form, editing }: { fields: TFieldDef[] } & Ctx) {
  const values = useWatch({ control: form.control }) as TFormValues;
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      {fields.map((field) => {
        if (field.visible && !field.visible(values)) return null;
        const wide = field.kind === 'textarea' || (field.kind === 'custom' && !field.half);
        return (
          <Grid key={field.name} size={{ xs: 12, sm: wide ? 12 : 6 }}>
            <Field field={field} form={form} editing={editing} values={values} />
          </Grid>
        );
      })}
    </Grid>
  );
}

function Field({ field, form, editing, values }: { field: TFieldDef; values: TFormValues } & Ctx) {
  const { control } = form;
  switch (field.kind) {
    case 'custom':
      return <>{field.render({ form, control, editing })}</>;
    case 'switch':
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => (
            <FormControlLabel
              control={<Switch checked={!!f.value} onChange={(e) => f.onChange(e.target.checked)} name={f.name} />}
              label={field.label}
            />
          )}
        />
      );
    case 'select':
      return <SelectField field={field} form={form} editing={editing} values={values} />;
    case 'date':
      return <DateField field={field} ctx={{ form, editing }} values={values} />;
    default:
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f, fieldState }) => (
            <TextField
              {...f}
              value={f.value ?? ''}
              onChange={(e) => {
                f.onChange(field.kind === 'number' ? (e.target.value === '' ? '' : Number(e.target.value)) : e.target.value);
                if (overLimit(field.maxLength, e.target.value) || fieldState.error) void form.trigger(field.name);
              }}
              label={field.label}
              type={field.kind === 'textarea' || field.kind === 'digits' ? 'text' : field.kind}
              multiline={field.kind === 'textarea'}
              minRows={field.kind === 'textarea' ? 3 : undefined}
              required={field.required}
              fullWidth
              disabled={field.disabledOnEdit && !!editing}
              error={!!fieldState.error}
              // A person's e-mail or mobile filled masked from a look-up: saved unchanged, the stored one is kept.
              helperText={fieldState.error?.message ?? (maskedContact(field, f.value) ? MASKED_CONTACT_HINT : field.helperText)}
              slotProps={{
                htmlInput: {
                  ...(field.kind === 'digits' ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
                  ...(field.uppercase ? { style: { textTransform: 'uppercase' } } : {}),
                },
              }}
            />
          )}
        />
      );
  }
}

/** A person's e-mail or mobile as a look-up filled it in, masked (docs/people-data.md). */
const maskedContact = (field: TFieldDef, value: unknown) =>
  typeof value === 'string' && (field.kind === 'email' ? isMaskedEmail(value) : /(^|\.)mobile$/.test(field.name) && isMaskedMobile(value));

function DateField({ field, ctx, values }: { field: Extract<TFieldDef, { kind: 'date' }>; ctx: Ctx; values: TFormValues }) {
  const minOfField = field.minField && values[field.minField] ? dayjs(values[field.minField] as string) : null;
  const minToday = field.minToday === true || (field.minToday === 'create' && !ctx.editing);
  const minDate = minOfField ?? (minToday ? dayjs().startOf('day') : undefined);
  return (
    <DateInput
      control={ctx.form.control}
      name={field.name}
      label={field.label}
      required={field.required}
      minDate={minDate}
      // The end date's rule shows as soon as both dates are known, not only on saving the form.
      check={(value) => (field.minMessage && minOfField && value && value.isBefore(minOfField, 'day') ? field.minMessage : undefined)}
    />
  );
}
