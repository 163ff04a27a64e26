import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { Box, FormHelperText } from '@mui/material';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import './altcha-setup';

export type CaptchaHandle = {
  /**
   * A challenge works once: after the server spent it on a refused submission, ask for a new one.
   * The widget starts over and says 'Resuelva el captcha nuevamente' (a hint, not an error). The
   * caller clears its own value without validating it: the captcha was not the cause of the failure.
   */
  reset: () => void;
};

type Props = {
  /** The payload to send as `captcha` once solved; '' when it expires or is being solved again. */
  onChange: (payload: string) => void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
};

export const CAPTCHA_AGAIN = 'Resuelva el captcha nuevamente';

/**
 * The ALTCHA checkbox: ticking it fetches a challenge from /api/captcha/challenge and solves it in a
 * worker (about a second). A challenge works once, so after a refused submission call `reset()`.
 */
export function CaptchaField({ onChange, error, ref }: Props) {
  const widget = useRef<AltchaWidgetElement>(null);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  // The last payload handed over: the widget's own reset announces '' too, and passing that on
  // would re-validate the form and paint the captcha red as if the person had forgotten it.
  const delivered = useRef('');
  const [again, setAgain] = useState(false);

  useImperativeHandle(ref, () => ({
    reset: () => {
      delivered.current = '';
      setAgain(true);
      widget.current?.reset?.();
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      const value = state === 'verified' && payload ? payload : '';
      if (value) setAgain(false);
      if (value === delivered.current) return;
      delivered.current = value;
      changed.current(value);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  const help = error ?? (again ? CAPTCHA_AGAIN : undefined);
  return (
    <Box
      sx={(theme) => ({
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '4px',
        '--altcha-color-primary': theme.palette.primary.main,
        ...(error ? { '--altcha-border-color': theme.palette.error.main } : {}),
      })}
    >
      <altcha-widget ref={widget} challenge="/api/captcha/challenge" type="checkbox" language="es-419" name="altcha" />
      {help && (
        <FormHelperText error={!!error} role={error ? 'alert' : 'status'} sx={{ mx: 1.75 }}>
          {help}
        </FormHelperText>
      )}
    </Box>
  );
}
