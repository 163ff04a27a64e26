import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '../lazy-date-picker';
import dayjs from 'dayjs';
import type { TFilterFieldSpec } from '@siiicca/shared';

type Props = {
  spec: TFilterFieldSpec | undefined;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** The earliest day a date may take (the end of a range: not before its start). */
  minDate?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

/** A filter's value, typed as its field is: text, a whole number, one of the options, or a day. */
export function FilterValueField({ spec, label, name, value, onChange, onBlur, error, minDate, inputRef }: Props) {
  const common = { label, name, required: true, fullWidth: true, error: !!error, helperText: error, onBlur, inputRef };
  if (spec?.type === 'date') {
    const day = value ? dayjs(value) : null;
    return (
      <DatePicker
        label={label}
        value={day}
        onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
        onClose={onBlur}
        minDate={minDate ? dayjs(minDate) : undefined}
        format="DD/MM/YYYY"
        slotProps={{ textField: { ...common } }}
      />
    );
  }
  if (spec?.type === 'select' || spec?.type === 'boolean') {
    const options = spec.type === 'boolean' ? BOOLEAN_OPTIONS : (spec.options ?? []).map((o) => ({ value: o, label: o }));
    return (
      <TextField select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={!spec}
      slotProps={{ htmlInput: spec?.type === 'number' ? { inputMode: 'numeric', pattern: '-?[0-9]*' } : {} }}
    />
  );
}
