import { useMemo } from 'react';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import HistoryIcon from '@mui/icons-material/History';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UpdateIcon from '@mui/icons-material/Update';
import { strategyAction, type TStrategyAction, type TStrategyRow } from '@siiicca/shared';
import type { TRow, TRowAction } from '../../../components/catalogue';

type THandlers = {
  /** Open the wizard on the row (edit a saved strategy, or continue a draft). */
  open: (row: TStrategyRow) => void;
  remove: (row: TStrategyRow) => void;
  history: (row: TStrategyRow) => void;
  expire: (row: TStrategyRow) => void;
  migrate: (row: TStrategyRow) => void;
  finish: (row: TStrategyRow) => void;
  pdf: (row: TStrategyRow) => void;
  finalReport: (row: TStrategyRow) => void;
};

const draft = (row: TRow) => (row as TStrategyRow).state === 'Borrador';

/**
 * The row actions of the strategy lists, available as the shared rules say (strategyAction). Edit
 * and delete stay visible when unavailable and say why; the state actions ('Vencer', 'Actualizar
 * periodo', 'Informe final') and the downloads show only where they apply, in the row's 'más' menu.
 * Only the author changes a strategy, except that `strategies.manage` (canManage) may also expire
 * and migrate anyone's; the others who may read it (strategies.all) see its history and its PDF.
 */
export function useRowActions(activePeriodId: number | null, userId: number | undefined, h: THandlers, canManage = false): TRowAction[] {
  return useMemo(() => {
    const ctx = { activePeriodId };
    const own = (row: TRow) => (row as TStrategyRow).user.id === userId;
    const reason = (action: 'edit' | 'delete') => (row: TRow) => {
      const availability = strategyAction(action, row as TStrategyRow, ctx);
      return availability.allowed ? null : availability.reason;
    };
    const offered = (action: TStrategyAction, row: TRow) => strategyAction(action, row as TStrategyRow, ctx).allowed;
    return [
      {
        key: 'continue',
        slot: 'open',
        label: 'Continuar',
        icon: <PlayArrowIcon />,
        visible: (row) => own(row) && draft(row),
        unavailable: reason('edit'),
        onClick: (row) => h.open(row as TStrategyRow),
      },
      {
        key: 'edit',
        slot: 'open',
        label: 'Editar',
        icon: <EditIcon />,
        visible: (row) => own(row) && !draft(row),
        unavailable: reason('edit'),
        onClick: (row) => h.open(row as TStrategyRow),
      },
      {
        key: 'history',
        label: 'Historial',
        icon: <HistoryIcon />,
        visible: (row) => !draft(row),
        onClick: (row) => h.history(row as TStrategyRow),
      },
      {
        key: 'delete',
        label: 'Eliminar',
        icon: <DeleteIcon color="error" />,
        visible: own,
        unavailable: reason('delete'),
        onClick: (row) => h.remove(row as TStrategyRow),
      },
      {
        key: 'expire',
        label: 'Vencer',
        icon: <EventBusyIcon />,
        menu: true,
        visible: (row) => (own(row) || canManage) && offered('expire', row),
        onClick: (row) => h.expire(row as TStrategyRow),
      },
      {
        key: 'migrate',
        label: 'Actualizar periodo',
        icon: <UpdateIcon />,
        menu: true,
        visible: (row) => (own(row) || canManage) && offered('migrate', row),
        onClick: (row) => h.migrate(row as TStrategyRow),
      },
      {
        key: 'finish',
        label: 'Informe final',
        icon: <AssignmentTurnedInIcon />,
        menu: true,
        visible: (row) => own(row) && offered('finish', row),
        onClick: (row) => h.finish(row as TStrategyRow),
      },
      {
        key: 'pdf',
        label: 'Generar PDF',
        icon: <PictureAsPdfIcon />,
        menu: true,
        visible: (row) => offered('pdf', row),
        onClick: (row) => h.pdf(row as TStrategyRow),
      },
      {
        key: 'final-report',
        label: 'Descargar Informe Final',
        icon: <FileDownloadIcon />,
        menu: true,
        visible: (row) => (row as TStrategyRow).final_report,
        onClick: (row) => h.finalReport(row as TStrategyRow),
      },
    ];
  }, [activePeriodId, userId, h, canManage]);
}
