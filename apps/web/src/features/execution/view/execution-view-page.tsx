import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EXECUTION_LABELS as L, EXECUTION_LIST_PATH, EXECUTION_MSG, type TExecutionView } from '@siiicca/shared';
import { StateHistory } from '../../../components/state-history';
import { failureMessage } from '../../../lib/api-error';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { useExecutionView } from '../api/execution-view';
import { BudgetSection } from './budget-section';
import { ExecutionActions, ExecutionDialog, type TViewDialog } from './execution-actions';
import { ExecutionSummary } from './execution-summary';
import { ExtensionsSection } from './extensions-section';
import { ScheduleTable } from './schedule-table';
import { ViewSection } from './view-section';
import { reportRowActions } from '../reports/report-actions';
import { ReportWizard } from '../reports/report-wizard';
import { useOpenReport } from '../reports/use-open-report';

const idOf = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) && +text >= 1 ? +text : null);

/** 'Volver': to where the reader came from (the list with its filters), or to their list when the view was opened directly. */
function BackButton() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const office = hasPermission(session, 'execution.manage');
  const to = office ? EXECUTION_LIST_PATH : '/my_projects';
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
      onClick={(e: React.MouseEvent) => {
        if (location.key === 'default') return;
        e.preventDefault();
        void navigate(-1);
      }}
    >
      Volver
    </Button>
  );
}

function View({ view }: { view: TExecutionView }) {
  const [dialog, setDialog] = useState<TViewDialog>(null);
  const session = useSession();
  const reports = useOpenReport();
  const reader = { owner: session?.user.id === view.project.owner.id && hasPermission(session, 'projects.own'), office: hasPermission(session, 'execution.manage') };
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {EXECUTION_MSG.viewTitle}
        </Typography>
        <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {view.project.title} (Id {view.project.id})
        </Typography>
      </Stack>
      <ExecutionActions view={view} onOpen={setDialog} />
      {!view.execution && <Alert severity="info">{L.notStarted}</Alert>}
      <ViewSection title={L.project}>
        <ExecutionSummary view={view} />
      </ViewSection>
      {view.execution && (
        <>
          <BudgetSection view={view} />
          <ViewSection title={L.schedule}>
            <ScheduleTable rows={view.schedule} label={L.schedule} withState actions={reportRowActions(view, reader, reports.show)} />
          </ViewSection>
          <ExtensionsSection view={view} onDecide={(extension) => setDialog({ kind: 'decide', extension })} />
        </>
      )}
      <ViewSection title={L.history}>
        <StateHistory lines={view.history} label={L.history} />
      </ViewSection>
      <ExecutionDialog view={view} dialog={dialog} onClose={() => setDialog(null)} />
      {reports.open && <ReportWizard key={`${reports.open.id}-${reports.open.mode}`} projectId={view.project.id} reportId={reports.open.id} mode={reports.open.mode} onClose={reports.close} />}
    </Stack>
  );
}

/**
 * A project's execution view (issue 42), for the office and the project's owner: the project, its
 * dates, budget, report schedule, extensions and history, and the actions the reader may take now.
 */
export default function ExecutionViewPage() {
  const id = idOf(useParams().id);
  const view = useExecutionView(id ?? 0, id !== null);
  return (
    <Stack spacing={2}>
      <BackButton />
      {id === null ? (
        <Alert severity="error">{EXECUTION_MSG.projectNotFound}</Alert>
      ) : view.data ? (
        <View view={view.data} />
      ) : view.isError ? (
        <Alert severity="error">{failureMessage(view.error, EXECUTION_MSG.loadFailed) ?? EXECUTION_MSG.loadFailed}</Alert>
      ) : (
        <CircularProgress aria-label={L.loadingView} />
      )}
    </Stack>
  );
}
