import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography, Box } from '@mui/material';
import type { TEvaluationResult, TProjectResults } from '@siiicca/shared';

export const score = (n: number | null) => (n === null ? '—' : n.toLocaleString('es-CO', { maximumFractionDigits: 2 }));

/** One evaluator's evaluation of the round: their state, weighted score, each criterion's score and comment. */
function EvaluationCard({ e, criteria }: { e: TEvaluationResult; criteria: TProjectResults['criteria'] }) {
  const of = (id: number) => e.scores.find((s) => s.criterion_id === id);
  const state = e.submitted_at ? 'Enviada' : e.assignment_state === 'Aceptada' ? 'En curso' : e.assignment_state;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {e.evaluator.name} <Chip size="small" label={state} sx={{ ml: 1 }} /> {e.weighted !== null && `· Puntaje ponderado ${score(e.weighted)} de 100`}
      </Typography>
      {e.submitted_at && (
        <>
          <Table size="small" aria-label={`Calificación de ${e.evaluator.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Criterio</TableCell>
                <TableCell>Peso</TableCell>
                <TableCell>Puntaje</TableCell>
                <TableCell>Comentario</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {criteria.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{c.weight} %</TableCell>
                  <TableCell>
                    {score(of(c.id)?.score ?? null)} / {c.scale_max}
                  </TableCell>
                  <TableCell>{of(c.id)?.comment || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {e.general_comment && <Typography sx={{ mt: 1 }}>Comentario general: {e.general_comment}</Typography>}
        </>
      )}
    </Box>
  );
}

export function EvaluationList({ r }: { r: TProjectResults }) {
  if (r.evaluations.length === 0) return <Typography>El proyecto no tiene evaluadores asignados.</Typography>;
  return r.evaluations.map((e) => <EvaluationCard key={e.assignment_id} e={e} criteria={r.criteria} />);
}
