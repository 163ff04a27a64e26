import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { belowPassing, DECISION_LIMITS, DECISION_MSG, PROJECT_DECISIONS, type TProjectDecision, type TProjectResults } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDownload } from '../../../lib/use-download';
import { downloadApprovalRecord, projectResultsQuery, useDecide } from '../api/decisions';
import { EvaluationList, score } from './evaluation-table';

/**
 * The decision: one of the three, with its justification (required, bounded as the server holds it),
 * confirmed before it is registered (it cannot be undone); approving below the call's passing score
 * is said in the form and in the question.
 */
function DecisionForm({ r, onDone }: { r: TProjectResults; onDone: () => void }) {
  const labelId = useId();
  const decide = useDecide(r.project.id);
  const [decision, setDecision] = useState<TProjectDecision | ''>('');
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const passing = r.settings?.passing_score ?? null;
  const below = decision === 'Aprobado' && belowPassing(r.mean, passing);
  const submit = () => {
    if (!decision) return setError(DECISION_MSG.decisionInvalid);
    if (!justification.trim()) return setError(DECISION_MSG.justificationRequired);
    setAsking(true);
  };
  const confirm = () => {
    if (!decision) return;
    decide.mutate(
      { decision, justification: justification.trim(), ...(below ? { confirm_below_passing: true } : {}) },
      {
        onSuccess: ({ message }) => {
          setAsking(false);
          notifySuccess(message);
          onDone();
        },
        onError: (e) => {
          setAsking(false);
          if (isApiError(e) && !e.handled) notifyError(e.message, 5000);
        },
      },
    );
  };
  return (
    <>
      <FormControl sx={{ mt: 3 }}>
        <FormLabel id={labelId}>Decisión</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={decision} onChange={(e) => { setDecision(e.target.value as TProjectDecision); setError(null); }}>
          {PROJECT_DECISIONS.map((d) => <FormControlLabel key={d} value={d} control={<Radio />} label={d} />)}
        </RadioGroup>
      </FormControl>
      <TextField
        fullWidth
        multiline
        minRows={3}
        required
        label="Justificación"
        value={justification}
        onChange={(e) => { setJustification(e.target.value); setError(null); }}
        error={!!error}
        helperText={error ?? `${justification.length}/${DECISION_LIMITS.justification}`}
        slotProps={{ htmlInput: { maxLength: DECISION_LIMITS.justification } }}
        sx={{ mt: 1 }}
      />
      {below && <Alert severity="warning" sx={{ mt: 1 }}>{DECISION_MSG.belowPassing(r.mean!, passing!)}</Alert>}
      <Button variant="contained" sx={{ mt: 2 }} onClick={submit} disabled={decide.isPending}>
        Registrar decisión
      </Button>
      <ConfirmDialog
        open={asking}
        title="¿Registrar la decisión?"
        text={`${below ? `${DECISION_MSG.belowPassing(r.mean!, passing!)}. ` : ''}Se registrará la decisión «${decision}» y se notificará al docente; no se podrá cambiar.`}
        confirmLabel="Registrar"
        busy={decide.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** A project's evaluations of the round, the mean, the divergence flag with 'Asignar otro evaluador', and the decision. */
export function ProjectDialog({ projectId, onClose }: { projectId: number | null; onClose: () => void }) {
  const titleId = useId();
  const results = useQuery({ ...projectResultsQuery(projectId ?? 0), enabled: !!projectId });
  const r = results.data;
  const acta = useDownload();
  return (
    <Dialog open={!!projectId} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Evaluaciones del proyecto</DialogTitle>
      <DialogContent>
        {results.isPending && <CircularProgress aria-label="Cargando las evaluaciones" />}
        {results.isError && <Alert severity="error">{DECISION_MSG.readFailed}</Alert>}
        {r && (
          <>
            <Typography sx={{ fontWeight: 'bold' }}>{r.project.title}</Typography>
            <Typography>
              {r.project.owner} · {r.project.state} · Ronda {r.project.round}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              Promedio ponderado: {score(r.mean)} de 100{r.settings && ` (aprobación: ${score(r.settings.passing_score)})`}
            </Typography>
            {r.divergent && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Los evaluadores difieren en más de {score(r.settings?.divergence_margin ?? 20)} puntos.
              </Alert>
            )}
            <Button component={RouterLink} to={`/evaluation_assignments?project=${r.project.id}`} sx={{ mt: 1 }}>
              Asignar otro evaluador
            </Button>
            {r.project.state === 'Aprobado' && (
              <Button
                sx={{ mt: 1, ml: 1 }}
                disabled={acta.busy}
                onClick={() => void acta.run(() => downloadApprovalRecord(r.project.id), { done: 'Acta de aprobación descargada', failed: DECISION_MSG.actaFailed })}
              >
                Descargar acta de aprobación
              </Button>
            )}
            <EvaluationList r={r} />
            {r.can_decide ? <DecisionForm key={r.project.id} r={r} onDone={onClose} /> : <Alert severity="info" sx={{ mt: 2 }}>{r.project.state === 'En evaluación' ? DECISION_MSG.noEvaluations : `Estado: ${r.project.state}`}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
