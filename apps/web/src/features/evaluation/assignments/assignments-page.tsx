import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import { useQuery } from '@tanstack/react-query';
import type { TAssignment, TAssignmentProject, TAutoAssignResult } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { assignmentCallsQuery, assignmentProjectQuery, callProjectsQuery, useAutoAssign, useRemoveAssignment } from '../api/assignments';
import { useChosenCall } from '../use-chosen-call';
import { AssignDialog } from './assign-dialog';
import { AutoResult } from './auto-result';
import { ProjectCard } from './project-card';

const failed = (error: unknown) => isApiError(error) && !error.handled && notifyError(error.message, 5000);

/**
 * Asignación de Evaluadores (issue 28): a call's projects in Enviado or En evaluación with their
 * evaluators; assign by hand or automatically, remove, and see the declined ones to reassign.
 * `?project=<id>` (the decision screen's 'Asignar otro evaluador') opens that project's assignment.
 */
export default function AssignmentsPage() {
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('project')) || null;
  const { chosen: callId, choose } = useChosenCall();
  const [assigning, setAssigning] = useState<TAssignmentProject | null>(null);
  const [removing, setRemoving] = useState<TAssignment | null>(null);
  const [result, setResult] = useState<TAutoAssignResult | null>(null);
  const calls = useQuery(assignmentCallsQuery());
  const linkedProject = useQuery({ ...assignmentProjectQuery(linked ?? 0), enabled: !!linked });
  // The address's call while it is one with projects to evaluate; otherwise the linked project's, or the first.
  const known = !calls.data || calls.data.some((c) => c.id === callId);
  const chosenCall = (known ? callId : null) ?? linkedProject.data?.announcement_id ?? calls.data?.[0]?.id ?? null;
  const projects = useQuery({ ...callProjectsQuery(chosenCall ?? 0), enabled: !!chosenCall });
  const auto = useAutoAssign();
  const remove = useRemoveAssignment();

  // The linked project's dialog is open while the address names it; closing it forgets the link.
  const dialogProject = assigning ?? (linked && linkedProject.data?.id === linked ? linkedProject.data : null);
  const closeAssign = () => {
    setAssigning(null);
    if (!linked) return;
    // The page stays on the linked project's call once the address forgets the project.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('project');
        if (chosenCall) next.set('call', String(chosenCall));
        return next;
      },
      { replace: true },
    );
  };

  const runAuto = () => chosenCall && auto.mutate(chosenCall, { onSuccess: setResult, onError: failed });
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: failed,
      onSettled: () => setRemoving(null),
    });

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Asignación de Evaluadores
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Convocatoria"
          size="small"
          value={chosenCall ?? ''}
          onChange={(e) => {
            choose(Number(e.target.value));
            setResult(null);
          }}
          sx={{ minWidth: { sm: 360 } }}
          disabled={!calls.data?.length}
          helperText={calls.data && !calls.data.length ? 'No hay convocatorias con proyectos por evaluar' : undefined}
        >
          {(calls.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} ({c.projects} {c.projects === 1 ? 'proyecto' : 'proyectos'})
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={auto.isPending ? <CircularProgress size={18} color="inherit" /> : <AutoModeIcon />} disabled={!chosenCall || auto.isPending} onClick={runAuto}>
          Asignación automática
        </Button>
      </Stack>
      {result && <AutoResult result={result} onClose={() => setResult(null)} />}
      {projects.isError && (
        <Typography role="alert" color="error">
          {(projects.error as Error).message}
        </Typography>
      )}
      {projects.isPending && chosenCall ? (
        <CircularProgress aria-label="Cargando proyectos" />
      ) : (
        <Stack component="ul" aria-label="Proyectos de la convocatoria" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
          {(projects.data ?? []).map((p) => (
            <ProjectCard key={p.id} project={p} onAssign={() => setAssigning(p)} onRemove={setRemoving} />
          ))}
        </Stack>
      )}
      <AssignDialog key={dialogProject?.id ?? 0} project={dialogProject} onClose={closeAssign} />
      <ConfirmDialog
        open={!!removing}
        title="Quitar asignación"
        text={removing ? `¿Quitar a ${removing.evaluator.name} de este proyecto?` : ''}
        confirmLabel="Quitar"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Box>
  );
}
