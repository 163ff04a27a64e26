import FolderZipIcon from '@mui/icons-material/FolderZip';
import TableViewIcon from '@mui/icons-material/TableView';
import { STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import { recordCheckboxLabel, recordSelectionWords } from '../../../components/record-list/record-selection';
import type { TBulkDownload } from '../../../components/selection';
import { hasPermission, type TSession } from '../../../lib/session';
import { downloadSelection } from '../api/strategy-actions';

/** A card's checkbox, for screen readers. */
export const strategyCheckboxLabel = recordCheckboxLabel<TStrategyRow>((s) => s.name || 'estrategia sin nombre');

export const STRATEGY_SELECTION_WORDS = recordSelectionWords('feminine', STRATEGY_MSG);

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
