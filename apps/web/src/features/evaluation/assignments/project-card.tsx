import { Alert, Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import type { TAssignment, TAssignmentProject } from '@siiicca/shared';

const STATE_COLOR = { Asignada: 'info', Aceptada: 'success', Rechazada: 'warning', Conflicto: 'error' } as const;
const declined = (a: TAssignment) => a.state === 'Rechazada' || a.state === 'Conflicto';
const removable = (a: TAssignment) => !declined(a) && !a.has_evaluation;

/** A project of the call with its evaluators: their states, the declined ones with their reasons. */
export function ProjectCard(p: { project: TAssignmentProject; onAssign: () => void; onRemove: (a: TAssignment) => void }) {
  const { project } = p;
  const open = project.assignments.filter((a) => !declined(a)).length;
  const titleId = `assignment-project-${project.id}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={titleId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            #{project.id} {project.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {project.owner} · {project.state} · Evaluadores: {open} de {project.evaluators_per_project}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" startIcon={<PersonAddIcon />} onClick={p.onAssign} sx={{ flexShrink: 0 }}>
          Asignar evaluador
        </Button>
      </Stack>
      {project.assignments.length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, gap: 1 }} aria-label={`Evaluadores del proyecto ${project.id}`}>
          {project.assignments.map((a) =>
            declined(a) ? (
              <Alert component="li" key={a.id} severity="warning" variant="outlined" sx={{ py: 0 }}>
                <strong>{a.evaluator.name}</strong> — {a.state === 'Conflicto' ? 'Declaró conflicto de interés' : 'Rechazó la evaluación'}
                {a.decline_reason ? `: ${a.decline_reason}` : ''}. Asigne otro evaluador.
              </Alert>
            ) : (
              <Stack component="li" key={a.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{a.evaluator.name}</Typography>
                <Chip size="small" color={STATE_COLOR[a.state]} label={a.has_evaluation ? `${a.state}, con evaluación` : a.state} />
                {removable(a) && (
                  <Tooltip title="Quitar asignación">
                    <IconButton size="small" aria-label={`Quitar a ${a.evaluator.name}`} onClick={() => p.onRemove(a)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            ),
          )}
        </Stack>
      )}
    </Paper>
  );
}
