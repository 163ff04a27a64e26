/**
 * Text for screen readers only (a hint, a label): out of sight without taking room. Sizes are
 * written in px: MUI reads a bare `width: 1` as 100%, which widened whole pages.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
