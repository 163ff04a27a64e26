import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box, FormHelperText } from '@mui/material';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import './altcha-setup';

export type CaptchaHandle = { reset: () => void };

type Props = {
  /** The payload to send as `captcha` once solved; '' while unsolved or expired. */
  onChange: (payload: string) => void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
};

/**
 * The ALTCHA checkbox: ticking it fetches a challenge from /api/captcha/challenge and solves it in a
 * worker (about a second). A challenge works once, so after a refused submission call `reset()`.
 */
export function CaptchaField({ onChange, error, ref }: Props) {
  const widget = useRef<AltchaWidgetElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      changed.current('');
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      changed.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

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
      {error && (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
