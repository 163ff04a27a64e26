import { useLayoutEffect, useRef, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatCop } from '@siiicca/shared';

/** What a pesos box holds: the digits typed, without leading zeros ('' when none). */
export const pesosDigits = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 15);

/** How a pesos box shows its digits: `$ 12.500.000` ('' when empty). */
export const pesosShown = (digits: string) => (digits ? formatCop(Number(digits)) : '');

/** The position in `shown` just after its `n`-th digit (after the `$ ` when `n` is 0). */
export function caretAfterDigits(shown: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (seen === n) return Math.max(i, shown.indexOf(' ') + 1);
    if (/\d/.test(shown[i]!)) seen++;
  }
  return shown.length;
}

/**
 * Whole Colombian pesos typed in a box and shown as the office writes them (`$ 12.500.000`) while
 * typing: the form holds the digits ('' for none); the caret stays after the digit it followed.
 */
export function PesosField(props: {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { value, onChange, inputRef, readOnly, ...rest } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const shown = pesosShown(value);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || el.ownerDocument.activeElement !== el) return;
    const at = caretAfterDigits(shown, caret.current);
    el.setSelectionRange(at, at);
    caret.current = null;
  });
  return (
    <TextField
      {...rest}
      value={shown}
      inputRef={(el: HTMLInputElement | null) => {
        input.current = el;
        inputRef?.(el);
      }}
      onChange={(e) => {
        const typed = e.target.value;
        const digits = pesosDigits(typed);
        const before = typed.slice(0, e.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
        caret.current = Math.max(0, Math.min(before - (typed.replace(/\D/g, '').length - digits.length), digits.length));
        onChange(digits);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', readOnly } }}
    />
  );
}
