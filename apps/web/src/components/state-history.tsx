import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One move of a record's state, as its history keeps it (who, when, from, to, why). */
export type TStateHistoryLine = { from: string; to: string; at: string; user: string | null; reason: string };

/** A moment as people read it in Colombia ('29 nov 2026, 4:05 p. m.'). */
export const shownMoment = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * A record's moves between states, oldest first: when, from → to, who and the reason given (a
 * project's evaluation and its execution show the same history).
 */
export function StateHistory({ lines, label }: { lines: readonly TStateHistoryLine[]; label: string }) {
  if (lines.length === 0) return <Typography color="text.secondary">Sin cambios registrados</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ pl: 3, mt: 0, overflowWrap: 'anywhere' }}>
      {lines.map((h, i) => (
        <li key={i}>
          {shownMoment(h.at)}: {h.from} → {h.to}
          {h.user ? ` (${h.user})` : ''}
          {h.reason ? `. ${h.reason}` : ''}
        </li>
      ))}
    </Box>
  );
}
