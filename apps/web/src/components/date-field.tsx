import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker } from './lazy-date-picker';
import dayjs, { type Dayjs } from 'dayjs';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  minDate?: Dayjs;
  /** A rule shown as soon as the date is known (an end before its start), not only on saving. */
  check?: (value: Dayjs | null) => string | undefined;
  helperText?: string;
};

/**
 * A form's date with the product's date picker: typed as DD/MM/YYYY or chosen from the calendar, held
 * in the form as 'YYYY-MM-DD' ('' while empty or not a date, which the schema words).
 */
export function DateField<T extends FieldValues>({ control, name, label, required, minDate, check, helperText }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => {
        const value = f.value ? dayjs(f.value as string) : null;
        const message = fieldState.error?.message ?? check?.(value);
        return (
          <DatePicker
            label={label}
            value={value}
            onChange={(d) => f.onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
            onClose={f.onBlur}
            minDate={minDate}
            format="DD/MM/YYYY"
            slotProps={{
              textField: {
                fullWidth: true,
                required,
                error: !!message,
                helperText: message ?? helperText,
                name: f.name,
                onBlur: f.onBlur,
                inputRef: f.ref,
              },
            }}
          />
        );
      }}
    />
  );
}
