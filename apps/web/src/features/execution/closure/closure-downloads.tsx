import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { CLOSURE_LABELS as C, CLOSURE_MSG, type TExecutionView } from '@siiicca/shared';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { useDownload } from '../../../lib/use-download';
import { downloadClearance, downloadClosureRecord } from '../api/closure';

/** Whether the view offers the closure's downloads to its reader (the acta once Finalizado; the owner's paz y salvo). */
export function useClosureDownloads(view: TExecutionView) {
  const session = useSession();
  const owner = session?.user.id === view.project.owner.id && hasPermission(session, 'projects.own');
  return { acta: view.closure !== null, clearance: owner };
}

/**
 * The closure's downloads in the view's actions: 'Acta de finalización' (owner and office, once the
 * project is Finalizado) and the owner's 'Paz y salvo' (the server refuses it with its reason, shown).
 */
export function ClosureDownloads({ view }: { view: TExecutionView }) {
  const shown = useClosureDownloads(view);
  const acta = useDownload();
  const clearance = useDownload();
  const id = view.project.id;
  return (
    <>
      {shown.acta && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={acta.busy}
          onClick={() => void acta.run(() => downloadClosureRecord(id), { done: C.actaDownloaded, failed: CLOSURE_MSG.actaFailed })}
        >
          {C.acta}
          {view.closure ? ` ${view.closure.number}` : ''}
        </Button>
      )}
      {shown.clearance && (
        <Button
          variant="outlined"
          startIcon={<VerifiedIcon />}
          disabled={clearance.busy}
          onClick={() => void clearance.run(() => downloadClearance(), { done: C.clearanceDownloaded, failed: CLOSURE_MSG.clearanceFailed })}
        >
          {C.clearance}
        </Button>
      )}
    </>
  );
}
