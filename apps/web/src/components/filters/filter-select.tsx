import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * A required select of the filter dialog bound to its form field ('Tipo', 'Operación'). While
 * `disabled` it shows no value and no error; `onChange` replaces the field's own change when the
 * choice moves other fields too.
 */
export function FilterSelect<T extends FieldValues, TOut = T>(props: {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const { name, control, label, options, disabled = false, onChange } = props;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          select
          label={label}
          name={f.name}
          inputRef={f.ref}
          required
          fullWidth
          disabled={disabled}
          value={disabled ? '' : f.value}
          onChange={(e) => (onChange ?? f.onChange)(e.target.value)}
          onBlur={f.onBlur}
          error={!disabled && !!fieldState.error}
          helperText={disabled ? undefined : fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
