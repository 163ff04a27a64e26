import { Alert, AlertTitle, Box } from '@mui/material';
import type { TAutoAssignResult } from '@siiicca/shared';

/** What 'Asignación automática' did: how many were assigned, and the projects it could not complete, with why. */
export function AutoResult({ result, onClose }: { result: TAutoAssignResult; onClose: () => void }) {
  return (
    <Alert severity={result.incomplete.length ? 'warning' : 'success'} onClose={onClose} sx={{ mb: 2 }} role="status">
      <AlertTitle>{result.message}</AlertTitle>
      {result.incomplete.length > 0 && (
        <>
          Proyectos sin completar:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.incomplete.map((p) => (
              <li key={p.id}>
                #{p.id} {p.title}: {p.reason}
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
