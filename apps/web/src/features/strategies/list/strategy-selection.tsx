import FolderZipIcon from '@mui/icons-material/FolderZip';
import TableViewIcon from '@mui/icons-material/TableView';
import { STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import type { TRow } from '../../../components/catalogue';
import type { TBulkDownload, TSelectionWords } from '../../../components/selection';
import { hasPermission, type TSession } from '../../../lib/session';
import { downloadSelection } from '../api/strategy-actions';

/** A card's checkbox, for screen readers. */
export const strategyCheckboxLabel = (row: TRow) => {
  const s = row as TStrategyRow;
  return `Seleccionar ${s.name || 'estrategia sin nombre'} (Id ${s.id})`;
};

export const STRATEGY_SELECTION_WORDS: TSelectionWords = {
  one: 'seleccionada',
  many: 'seleccionadas',
  selectAll: 'Seleccionar todas',
  empty: STRATEGY_MSG.selectionEmpty,
  tooLarge: STRATEGY_MSG.selectionTooLarge,
};

/** The strategies' bulk downloads: 'Exportar Excel' and 'Anexos', each for its permission. */
export const STRATEGY_BULK_DOWNLOADS = (session: TSession | null): TBulkDownload[] => [
  {
    key: 'excel',
    label: 'Exportar Excel',
    icon: <TableViewIcon />,
    allowed: hasPermission(session, 'strategies.export'),
    download: (selection, onProgress) => downloadSelection('excel', selection, onProgress),
    messages: { done: STRATEGY_MSG.excelGenerated, failed: STRATEGY_MSG.excelFailed },
  },
  {
    key: 'attachments',
    label: 'Anexos',
    icon: <FolderZipIcon />,
    allowed: hasPermission(session, 'strategies.attachments'),
    download: (selection, onProgress) => downloadSelection('attachments', selection, onProgress),
    messages: { done: STRATEGY_MSG.fileGenerated, failed: STRATEGY_MSG.attachmentsFailed },
  },
];
