import { useCallback, useId } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ProblemsDialog } from '../../../components/problems-dialog';
import { useDiscardGuard } from '../../../components/unsaved-changes';
import type { TProjectStepProps } from './form-values';
import { ProjectStepper } from './project-stepper';
import { stepsWithErrors } from './project-steps';
import { AlliesStep } from './steps/allies-step';
import { BasicStep } from './steps/basic-step';
import { DocumentsStep } from './steps/documents-step';
import { InvestigatorsStep } from './steps/investigators-step';
import { ResultsStep } from './steps/results-step';
import { useProjectForm } from './use-project-form';
import { useSaveProject } from './use-save-project';


type Props = {
  /** The project to open; null registers a new one. */
  id: number | null;
  /** Everything shown, nothing changed: an Enviado project, or one where the user is an investigator. */
  readOnly: boolean;
  onClose: () => void;
  /** A draft was saved (the list behind refreshes). */
  onSaved: () => void;
};

/**
 * The project form: a full-screen dialog with the five steps, 'Guardar Borrador' and 'Cancelar'.
 * A save keeps the form open on the saved project; leaving with unsaved changes asks first.
 */
export function ProjectForm({ id, readOnly: askedReadOnly, onClose, onSaved }: Props) {
  const titleId = useId();
  const state = useProjectForm(id);
  const { form, step, setStep, ready, lookups, detail } = state;
  const saving = useSaveProject(state, onSaved);
  // A project that is not a Borrador is never editable, whatever the row said.
  const readOnly = askedReadOnly || (!!detail.data && detail.data.state !== 'Borrador');
  const dirty = !readOnly && form.formState.isDirty;
  const close = useCallback(() => onClose(), [onClose]);
  const guard = useDiscardGuard({ open: true, dirty: dirty && !saving.saving, onDiscard: close });
  const errors = stepsWithErrors(form.formState.errors);
  const props: TProjectStepProps = { form, lookups, readOnly };
  const title = readOnly ? 'Ver Proyecto' : state.id === null ? 'Nuevo Proyecto' : 'Editar Proyecto';

  const body = [
    <BasicStep key="basic" {...props} />,
    <InvestigatorsStep key="investigators" {...props} />,
    <AlliesStep key="allies" {...props} />,
    <DocumentsStep key="documents" {...props} stored={state.stored} />,
    <ResultsStep key="results" {...props} />,
  ][step];

  return (
    <>
      <Dialog fullScreen open onClose={guard.requestClose} aria-labelledby={titleId}>
        <AppBar position="static" color="primary" elevation={0}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" color="inherit" onClick={guard.requestClose} aria-label="Cerrar">
              <CloseIcon />
            </IconButton>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, flex: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="h6" component="h2">
                {title}
              </Typography>
              {state.id !== null && (
                <Typography variant="body2" component="span">
                  Id {state.id}
                  {detail.data ? ` · ${detail.data.state}` : ''}
                </Typography>
              )}
            </Box>
          </Toolbar>
        </AppBar>
        {saving.progress !== null && (
          <LinearProgress variant="determinate" value={Math.round(saving.progress * 100)} aria-label="Guardando el borrador" />
        )}
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          <Box sx={{ maxWidth: 960, mx: 'auto' }}>
            {detail.isError ? (
              <Typography color="error" sx={{ p: 3 }}>
                {(detail.error as Error).message}
              </Typography>
            ) : !ready ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
                <CircularProgress aria-label="Cargando el proyecto" />
              </Box>
            ) : (
              <ProjectStepper current={step} withErrors={errors} onGo={setStep}>
                {body}
              </ProjectStepper>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 } }}>
          <Button onClick={guard.requestClose}>{readOnly ? 'Cerrar' : 'Cancelar'}</Button>
          {!readOnly && (
            <Button variant="contained" onClick={() => void saving.save()} disabled={!ready || saving.saving}>
              Guardar Borrador
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {guard.element}
      <ProblemsDialog problems={saving.problems} onClose={saving.closeProblems} />
    </>
  );
}
