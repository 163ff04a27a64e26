import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { TextFieldProps } from '@mui/material/TextField';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';

/** MUI X's date picker (about 35 KiB of brotli), downloaded when a date field first shows, not with the screen (issue 45). */
const Picker = lazy(() => import('@mui/x-date-pickers/DatePicker').then((m) => ({ default: m.DatePicker })));

/** An outlined field's height, and its helper text's line below it. */
const FIELD_HEIGHT = 56;
const HELPER_HEIGHT = 23;

/**
 * The product's date picker (DatePicker's props), loaded on first use. Until it arrives, a box of
 * the field's size (and its message's line) stands in its place, so nothing moves when it does.
 */
export function DatePicker(props: DatePickerProps) {
  const field = (typeof props.slotProps?.textField === 'object' ? props.slotProps.textField : {}) as TextFieldProps;
  const height = FIELD_HEIGHT + (field.helperText ? HELPER_HEIGHT : 0);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} width={field.fullWidth ? '100%' : 220} />}>
      <Picker {...props} />
    </Suspense>
  );
}
