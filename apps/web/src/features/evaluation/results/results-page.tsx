import { useSearchParams } from 'react-router';
import { Box, Button, Chip, CircularProgress, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { callResultsQuery, evaluatedCallsQuery } from '../api/decisions';
import { useChosenCall } from '../use-chosen-call';
import { score } from './evaluation-table';
import { ProjectDialog } from './project-dialog';

/**
 * Resultados y Decisiones (issue 28): a call's projects with their state, evaluations submitted of
 * expected, mean and divergence flag (the call in the address, `?call=<id>`); 'Ver' opens one (`?project=<id>`)
 * with every evaluation and the decision.
 */
export default function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('project')) || null;
  const { chosen: callId, choose } = useChosenCall();
  const calls = useQuery(evaluatedCallsQuery());
  // The address's call while it is one of the calls with evaluation; otherwise the first of them.
  const known = !calls.data || calls.data.some((c) => c.id === callId);
  const chosen = (known ? callId : null) ?? calls.data?.[0]?.id ?? null;
  const results = useQuery({ ...callResultsQuery(chosen ?? 0), enabled: !!chosen });
  const show = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('project', String(id));
        else next.delete('project');
        return next;
      },
      { replace: !id },
    );

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Resultados y Decisiones
      </Typography>
      <TextField select label="Convocatoria" value={chosen ?? ''} onChange={(e) => choose(Number(e.target.value))} sx={{ minWidth: { xs: '100%', sm: 360 }, mb: 2 }}>
        {(calls.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {(calls.isPending || results.isFetching) && <CircularProgress size={24} aria-label="Cargando" sx={{ ml: 2 }} />}
      {calls.data?.length === 0 && <Typography>No hay convocatorias con evaluación.</Typography>}
      {results.data && (
        <TableContainer>
          <Table size="small" aria-label={`Proyectos de ${results.data.call.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Id</TableCell>
                <TableCell>Título</TableCell>
                <TableCell>Docente</TableCell>
                <TableCell>Estado</TableCell>
                <TableCell>Evaluaciones</TableCell>
                <TableCell>Promedio</TableCell>
                <TableCell>Divergencia</TableCell>
                <TableCell>Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.data.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.id}</TableCell>
                  <TableCell>{p.title}</TableCell>
                  <TableCell>{p.owner}</TableCell>
                  <TableCell>{p.state}</TableCell>
                  <TableCell>
                    {p.submitted} de {p.expected}
                  </TableCell>
                  <TableCell>{score(p.mean)}</TableCell>
                  <TableCell>{p.divergent ? <Chip size="small" color="warning" label="Divergente" /> : 'No'}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => show(p.id)} aria-label={`Ver evaluaciones de ${p.title}`}>
                      Ver
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {results.data.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>La convocatoria no tiene proyectos enviados.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ProjectDialog projectId={open} onClose={() => show(null)} />
    </Box>
  );
}
