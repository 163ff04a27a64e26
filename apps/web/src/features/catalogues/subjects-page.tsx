import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SyncIcon from '@mui/icons-material/Sync';
import { CAT_MSG, SUBJECTS, SUBJECTS_SYNC_API } from '@siiicca/shared';
import { CataloguePage, fromShared } from '../../components/catalogue';
import { catalogueKey } from '../../components/catalogue/use-catalogue-list';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { hasPermission } from '../../lib/session';
import { useSession } from '../../lib/session-store';

type TSyncResult = { message: string; added: number; updated: number };

/** The subjects pulled from the academic system (SAC); the subjects' pages reload. */
function useSyncSubjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<TSyncResult>(SUBJECTS_SYNC_API),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKey(SUBJECTS.api) }),
  });
}

/** Pulls the subjects of the academic system (SAC) and says how many were added and updated. */
function SyncButton() {
  const session = useSession();
  const mutation = useSyncSubjects();
  const running = mutation.isPending;
  if (!hasPermission(session, 'subjects.sync')) return null;
  const sync = async () => {
    try {
      const res = await mutation.mutateAsync();
      notifySuccess(res.message || CAT_MSG.syncDone(res.added, res.updated), 5000);
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof ApiError ? err.message : CAT_MSG.syncFailed);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={sync}
      disabled={running}
      startIcon={running ? <CircularProgress size={18} color="inherit" /> : <SyncIcon />}
    >
      Sincronizar con SAC
    </Button>
  );
}

const def = fromShared(SUBJECTS, { toolbar: () => <SyncButton /> });

export default function SubjectsPage() {
  return <CataloguePage def={def} />;
}
