import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type Props = Omit<OutlinedInputProps, 'error' | 'label' | 'id'> & { label: string; error?: string };

/**
 * An outlined text input with its label and error message, as TextField draws it, built from the
 * parts TextField uses. TextField also carries the select and the multiline box (with their menu and
 * popover): the sign-in page, which needs neither, uses this to keep its first load small.
 */
export function OutlinedField({ label, error, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={!!error} fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth aria-describedby={error ? helperId : undefined} {...input} />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
