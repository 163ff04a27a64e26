import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

/** What a list shows in place of its rows when it could not load them. */
export type TListError = { message: string; onRetry: () => void };

/** Chips (research lines, product types) wrap their text too instead of ending in '…'. */
export const WRAPPING_CHIPS = {
  // A gap instead of the Stack's left margins, which indent every chip that wraps to a new line.
  '& .MuiStack-root:has(> .MuiChip-root)': { gap: 0.5 },
  '& .MuiStack-root > .MuiChip-root': { m: 0 },
  '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'break-word', py: 0.25 },
} as const;

const centred = { minHeight: 200, height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2, textAlign: 'center' } as const;

/** A refresh button in place of the rows when the list is empty (spec section 1). */
export function EmptyList({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Stack sx={centred}>
      <Typography color="text.secondary">No hay registros para mostrar</Typography>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} variant="outlined" size="small">
        Actualizar
      </Button>
    </Stack>
  );
}

/** The reason the rows are missing and a way to ask again, instead of an empty list that would mislead. */
export function ErrorList({ error }: { error: TListError }) {
  return (
    <Stack sx={centred}>
      <Typography color="error">{error.message}</Typography>
      <Button startIcon={<RefreshIcon />} onClick={error.onRetry} variant="outlined" size="small">
        Reintentar
      </Button>
    </Stack>
  );
}
