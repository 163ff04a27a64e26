import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CloseIcon from '@mui/icons-material/Close';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import { SELECTION_MAX, type TSelection } from '@siiicca/shared';
import type { TDownloadProgress } from '../../lib/api-client';
import { notifyWarning } from '../../lib/notify';
import { fileSizeText } from '../../lib/file-size';
import { useDownload } from '../../lib/use-download';
import type { TListQuery, TSelectionScope, TSelectionState } from './use-selection';

/** One bulk download of the chosen records: a button of the bar, or an entry of one of its menus. */
export type TBulkDownload = {
  key: string;
  label: string;
  icon: ReactNode;
  /** The user holds its permission; otherwise it is not shown. */
  allowed: boolean;
  download: (selection: TSelection, onProgress: (p: TDownloadProgress) => void) => Promise<unknown>;
  messages: { done: string; failed: string };
};

/** A menu button of the bar ('Documentos') whose entries are downloads. */
export type TBulkMenu = { key: string; label: string; icon: ReactNode; items: TBulkDownload[] };

/** The words of one list: 'seleccionada'/'seleccionadas', 'Seleccionar todas', and the refusals. */
export type TSelectionWords = {
  one: string;
  many: string;
  selectAll: string;
  empty: string;
  tooLarge: (max: number) => string;
};

type Props = {
  selection: TSelectionState;
  scope: TSelectionScope;
  /** The list's search and filters, for 'Seleccionar todas'. */
  query: TListQuery;
  /** How many records the list's query matches. */
  total: number;
  downloads: TBulkDownload[];
  menus?: TBulkMenu[];
  words: TSelectionWords;
  /** What the header shows outside selection mode ('Nuevo'). */
  children?: ReactNode;
};

/**
 * A list's header actions. Outside selection mode: 'Seleccionar' (for whoever may use one of the
 * downloads) and the page's own buttons. In it, those give way to the bulk downloads the user may
 * use, their menus, 'Seleccionar todas (N)', the count chosen and the way out; a download in
 * progress shows the bytes received and holds the buttons.
 */
export function SelectionToolbar({ selection, scope, query, total, downloads, menus = [], words, children }: Props) {
  const download = useDownload();
  const buttons = downloads.filter((d) => d.allowed);
  const shownMenus = menus.map((m) => ({ ...m, items: m.items.filter((d) => d.allowed) })).filter((m) => m.items.length > 0);

  if (!selection.active) {
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(buttons.length > 0 || shownMenus.length > 0) && (
          <Button variant="outlined" startIcon={<ChecklistIcon />} onClick={selection.start}>
            Seleccionar
          </Button>
        )}
        {children}
      </Stack>
    );
  }

  const count = selection.count(total);
  const run = (bulk: TBulkDownload) => {
    const chosen = selection.toSelection(scope, query);
    if (!chosen) return notifyWarning(words.empty);
    if ('ids' in chosen && chosen.ids.length > SELECTION_MAX) return notifyWarning(words.tooLarge(SELECTION_MAX));
    void download.run((onProgress) => bulk.download(chosen, onProgress), bulk.messages);
  };
  const progress = download.progress;

  return (
    <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Stack direction="row" role="toolbar" aria-label="Selección" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: { sm: 'flex-end' } }}>
        <Typography role="status" variant="body2" sx={{ mr: 1 }}>
          {count === 1 ? `1 ${words.one}` : `${count.toLocaleString('es-CO')} ${words.many}`}
        </Typography>
        {buttons.map((d) => (
          <Button key={d.key} variant="contained" startIcon={d.icon} disabled={download.busy} onClick={() => run(d)}>
            {d.label}
          </Button>
        ))}
        {shownMenus.map((m) => (
          <DownloadMenu key={m.key} menu={m} disabled={download.busy} onPick={run} />
        ))}
        <Button variant="outlined" startIcon={<SelectAllIcon />} disabled={download.busy || selection.all || total === 0} onClick={selection.selectAll}>
          {words.selectAll} ({total.toLocaleString('es-CO')})
        </Button>
        <Button startIcon={<CloseIcon />} disabled={download.busy} onClick={selection.stop}>
          Salir de la selección
        </Button>
      </Stack>
      {progress && <DownloadProgress progress={progress} />}
    </Stack>
  );
}

/** A menu button whose entries are downloads (keyboard: Enter opens it, arrows move, Escape closes). */
function DownloadMenu({ menu, disabled, onPick }: { menu: TBulkMenu; disabled: boolean; onPick: (d: TBulkDownload) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={menu.icon}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {menu.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {menu.items.map((d) => (
          <MenuItem
            key={d.key}
            onClick={() => {
              setAnchor(null);
              onPick(d);
            }}
          >
            <ListItemIcon>{d.icon}</ListItemIcon>
            <ListItemText>{d.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The bytes received so far (and of how many, when the server says). */
export function DownloadProgress({ progress }: { progress: TDownloadProgress }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <LinearProgress
        aria-label="Descargando"
        variant={progress.total ? 'determinate' : 'indeterminate'}
        value={progress.total ? Math.round((progress.received / progress.total) * 100) : undefined}
      />
      <Typography variant="caption" role="status">
        Descargando… {fileSizeText(progress.received)}
        {progress.total ? ` de ${fileSizeText(progress.total)}` : ''}
      </Typography>
    </Box>
  );
}
