import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TProjectOutcome, TProjectRow } from '@siiicca/shared';
import { shownMoment as when, StateHistory } from '../../../components/state-history';
import { useDownload } from '../../../lib/use-download';
import { downloadApprovalRecord, projectOutcomeQuery } from '../api/project-outcome';

const score = (n: number | null) => (n === null ? '—' : n.toLocaleString('es-CO', { maximumFractionDigits: 2 }));

function Evaluations({ o }: { o: TProjectOutcome }) {
  const name = (id: number) => o.criteria.find((c) => c.id === id)?.name ?? '';
  return o.evaluations.map((e) => (
    <Box key={e.label} component="section" sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {e.label} · Puntaje ponderado {score(e.weighted)} de 100
      </Typography>
      <Table size="small" aria-label={`Calificación de ${e.label}`}>
        <TableHead>
          <TableRow>
            <TableCell>Criterio</TableCell>
            <TableCell>Puntaje</TableCell>
            <TableCell>Comentario</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {e.scores.map((s) => (
            <TableRow key={s.criterion_id}>
              <TableCell>{name(s.criterion_id)}</TableCell>
              <TableCell>{score(s.score)}</TableCell>
              <TableCell>{s.comment || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {e.general_comment && <Typography sx={{ mt: 1 }}>Comentario general: {e.general_comment}</Typography>}
    </Box>
  ));
}

function Outcome({ id, o }: { id: number; o: TProjectOutcome }) {
  const acta = useDownload();
  return (
    <>
      {o.decision ? (
        <Alert severity={o.decision.state === 'Aprobado' ? 'success' : o.decision.state === 'Rechazado' ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <strong>Decisión: {o.decision.state}</strong> ({when(o.decision.at)})
          <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>{o.decision.justification}</Typography>
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>El proyecto aún no tiene una decisión.</Alert>
      )}
      {o.decision && o.state === 'En evaluación' && <Typography sx={{ mb: 1 }}>El proyecto fue enviado de nuevo y está en evaluación (ronda {o.round}).</Typography>}
      {o.mean !== null && <Typography>Puntaje ponderado promedio: {score(o.mean)} de 100</Typography>}
      <Evaluations o={o} />
      {o.acta && (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={acta.busy}
          onClick={() => void acta.run(() => downloadApprovalRecord(id), { done: 'Acta de aprobación descargada', failed: 'Error al descargar el acta de aprobación' })}
        >
          Descargar acta de aprobación No. {o.acta.number} de {o.acta.year}
        </Button>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>
        Historial de estados
      </Typography>
      <StateHistory lines={o.history} label="Historial de estados" />
    </>
  );
}

/** 'Evaluación': the owner's view of the project's evaluation (no evaluator is named), and its acta when approved. */
export function OutcomeDialog({ project, onClose }: { project: TProjectRow | null; onClose: () => void }) {
  const titleId = useId();
  const outcome = useQuery({ ...projectOutcomeQuery(project?.id ?? 0), enabled: !!project });
  return (
    <Dialog open={!!project} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Evaluación del proyecto</DialogTitle>
      {/* Focusable: a long evaluation scrolls, and a keyboard must scroll it too. */}
      <DialogContent tabIndex={0} role="region" aria-label="Contenido de la evaluación">
        {project && <Typography sx={{ mb: 2 }}>{project.title}</Typography>}
        {outcome.isPending && <CircularProgress aria-label="Cargando la evaluación" />}
        {outcome.isError && <Alert severity="error">No se pudo consultar la evaluación del proyecto</Alert>}
        {project && outcome.data && <Outcome id={project.id} o={outcome.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
