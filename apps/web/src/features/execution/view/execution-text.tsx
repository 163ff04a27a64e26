import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { EXECUTION_LABELS as L, executedPercent, formatCop, shownDate, todayInBogota } from '@siiicca/shared';

/** Executed against approved, as the office reads it: `$ 2.500.000 / $ 10.000.000 (25 %)`. */
export const executedText = (executed: number, approved: number, percent = executedPercent(executed, approved)) =>
  `${formatCop(executed)} / ${formatCop(approved)} (${percent} %)`;

/** A date of the API as people read it, or a dash when there is none. */
export const dateText = (iso: string | null | undefined) => (iso ? shownDate(iso) : '—');

/** The day of a moment (a timestamp) on Bogotá's calendar, as people read it. */
export const dayText = (iso: string) => shownDate(todayInBogota(new Date(iso)));

/** Each state of a project in execution in its colour (Aprobado: waiting for its start). */
const STATE_COLORS: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  Aprobado: 'default',
  'En ejecución': 'info',
  Suspendido: 'warning',
  Finalizado: 'success',
  'Cerrado por incumplimiento': 'error',
};

/** The project's state, and beside it 'En mora' when a report is owed more than 30 days and 'Prórroga pendiente' while one waits for the office. */
export function ExecutionStateChips({ state, inArrears, pendingExtension }: { state: string; inArrears: boolean; pendingExtension?: boolean }) {
  const color = STATE_COLORS[state] ?? 'default';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Chip size="small" label={state} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
      {inArrears && <Chip size="small" label={L.arrears} color="error" variant="outlined" />}
      {pendingExtension && <Chip size="small" label={L.pendingExtension} color="warning" variant="outlined" />}
    </Stack>
  );
}
