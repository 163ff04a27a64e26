import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SyncIcon from '@mui/icons-material/Sync';
import { CAT_MSG, SUBJECTS, SUBJECTS_SYNC_API } from '@siiicca/shared';
import { CataloguePage, fromShared } from '../../components/catalogue';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { hasPermission } from '../../lib/session';
import { useSession } from '../../lib/session-store';

type TSyncResult = { message: string; added: number; updated: number };

/** Pulls the subjects of the academic system (SAC) and says how many were added and updated. */
function SyncButton({ refresh }: { refresh: () => void }) {
  const session = useSession();
  const [running, setRunning] = useState(false);
  if (!hasPermission(session, 'subjects.sync')) return null;
  const sync = async () => {
    setRunning(true);
    try {
      const res = await api.get<TSyncResult>(SUBJECTS_SYNC_API);
      notifySuccess(res.message || CAT_MSG.syncDone(res.added, res.updated), 5000);
      refresh();
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof ApiError ? err.message : CAT_MSG.syncFailed);
    } finally {
      setRunning(false);
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

const def = fromShared(SUBJECTS, { toolbar: ({ refresh }) => <SyncButton refresh={refresh} /> });

export default function SubjectsPage() {
  return <CataloguePage def={def} />;
}
