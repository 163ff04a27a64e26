import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CloseIcon from '@mui/icons-material/Close';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import TableViewIcon from '@mui/icons-material/TableView';
import { STRATEGY_MSG, STRATEGY_SELECTION_MAX } from '@siiicca/shared';
import { notifyWarning } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { downloadSelection, type TStrategyBulk } from '../api/strategy-actions';
import type { TStrategyScope } from '../api/strategy-list';
import { bytesText, useDownload } from '../../../lib/use-download';
import type { TListQuery, TStrategySelectionState } from './use-selection';

const MESSAGES: Record<TStrategyBulk, { done: string; failed: string }> = {
  excel: { done: STRATEGY_MSG.excelGenerated, failed: STRATEGY_MSG.excelFailed },
  attachments: { done: STRATEGY_MSG.fileGenerated, failed: STRATEGY_MSG.attachmentsFailed },
};

type Props = {
  selection: TStrategySelectionState;
  scope: TStrategyScope;
  /** The list's search and filters, for 'Seleccionar todas'. */
  query: TListQuery;
  /** How many strategies the list's query matches. */
  total: number;
  /** What the header shows outside selection mode ('Nuevo'). */
  children?: ReactNode;
};

/**
 * The list's header actions. Outside selection mode: 'Seleccionar' (for whoever may export or
 * download attachments) and the page's own buttons. In it, those give way to the bulk downloads
 * ('Exportar Excel', 'Anexos'), 'Seleccionar todas (N)', the count chosen and the way out; a
 * download in progress shows the bytes received and holds the buttons.
 */
export function SelectionToolbar({ selection, scope, query, total, children }: Props) {
  const session = useSession();
  const download = useDownload();
  const allowed: Record<TStrategyBulk, boolean> = {
    excel: hasPermission(session, 'strategies.export'),
    attachments: hasPermission(session, 'strategies.attachments'),
  };

  if (!selection.active) {
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(allowed.excel || allowed.attachments) && (
          <Button variant="outlined" startIcon={<ChecklistIcon />} onClick={selection.start}>
            Seleccionar
          </Button>
        )}
        {children}
      </Stack>
    );
  }

  const count = selection.count(total);
  const bulk = (kind: TStrategyBulk) => {
    const chosen = selection.toSelection(scope, query);
    if (!chosen) return notifyWarning(STRATEGY_MSG.selectionEmpty);
    if ('ids' in chosen && chosen.ids.length > STRATEGY_SELECTION_MAX) return notifyWarning(STRATEGY_MSG.selectionTooLarge(STRATEGY_SELECTION_MAX));
    void download.run((onProgress) => downloadSelection(kind, chosen, onProgress), MESSAGES[kind]);
  };
  const progress = download.progress;

  return (
    <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Stack direction="row" role="toolbar" aria-label="Selección" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: { sm: 'flex-end' } }}>
        <Typography role="status" variant="body2" sx={{ mr: 1 }}>
          {count === 1 ? '1 seleccionada' : `${count.toLocaleString('es-CO')} seleccionadas`}
        </Typography>
        {allowed.excel && (
          <Button variant="contained" startIcon={<TableViewIcon />} disabled={download.busy} onClick={() => bulk('excel')}>
            Exportar Excel
          </Button>
        )}
        {allowed.attachments && (
          <Button variant="contained" startIcon={<FolderZipIcon />} disabled={download.busy} onClick={() => bulk('attachments')}>
            Anexos
          </Button>
        )}
        <Button variant="outlined" startIcon={<SelectAllIcon />} disabled={download.busy || selection.all || total === 0} onClick={selection.selectAll}>
          Seleccionar todas ({total.toLocaleString('es-CO')})
        </Button>
        <Button startIcon={<CloseIcon />} disabled={download.busy} onClick={selection.stop}>
          Salir de la selección
        </Button>
      </Stack>
      {progress && (
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <LinearProgress
            aria-label="Descargando"
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? Math.round((progress.received / progress.total) * 100) : undefined}
          />
          <Typography variant="caption" role="status">
            Descargando… {bytesText(progress.received)}
            {progress.total ? ` de ${bytesText(progress.total)}` : ''}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
