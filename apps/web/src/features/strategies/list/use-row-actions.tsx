import { useMemo } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { strategyAction, type TStrategyRow } from '@siiicca/shared';
import type { TRow, TRowAction } from '../../../components/catalogue';

type THandlers = {
  /** Open the wizard on the row (edit a saved strategy, or continue a draft). */
  open: (row: TStrategyRow) => void;
  remove: (row: TStrategyRow) => void;
  history: (row: TStrategyRow) => void;
};

const draft = (row: TRow) => (row as TStrategyRow).state === 'Borrador';

/**
 * The row actions of the strategy lists, available as the shared rules say (strategyAction): an
 * unavailable one stays visible and says why. Only the author changes a strategy; the others who
 * may read it (strategies.all) see its history.
 */
export function useRowActions(activePeriodId: number | null, userId: number | undefined, h: THandlers): TRowAction[] {
  return useMemo(() => {
    const ctx = { activePeriodId };
    const own = (row: TRow) => (row as TStrategyRow).user.id === userId;
    const reason = (action: 'edit' | 'delete') => (row: TRow) => {
      const availability = strategyAction(action, row as TStrategyRow, ctx);
      return availability.allowed ? null : availability.reason;
    };
    return [
      {
        key: 'continue',
        label: 'Continuar',
        icon: <PlayArrowIcon />,
        visible: (row) => own(row) && draft(row),
        unavailable: reason('edit'),
        onClick: (row) => h.open(row as TStrategyRow),
      },
      {
        key: 'edit',
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
    ];
  }, [activePeriodId, userId, h]);
}
