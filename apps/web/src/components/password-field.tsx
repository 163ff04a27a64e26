import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { PasswordToggle } from './password-toggle';

/** A password input with a show/hide button (the button says what it will do). */
export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: { endAdornment: <PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} /> },
      }}
    />
  );
}
