import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BlockIcon from '@mui/icons-material/Block';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { CLOSURE_LABELS as C, EXECUTION_LABELS as L, type TExecutionView } from '@siiicca/shared';
import type { TExecutionMoveKind } from '../api/move-execution';
import { ClosureDownloads, useClosureDownloads } from '../closure/closure-downloads';
import { FinishDialog } from '../closure/finish-dialog';
import { DecisionDialog } from '../dialogs/decision-dialog';
import { ExtensionDialog } from '../dialogs/extension-dialog';
import { MoveDialog } from '../dialogs/move-dialog';
import { StartDialog } from '../dialogs/start-dialog';

type TExtension = TExecutionView['extensions'][number];

/** The dialog the view has open: an action of the office's or the owner's. */
export type TViewDialog = { kind: 'start' } | { kind: TExecutionMoveKind } | { kind: 'finish' } | { kind: 'extension' } | { kind: 'decide'; extension: TExtension } | null;

/** The actions the reader may take now (the view's `can`; the server checks again), as buttons, then the closure's downloads. */
export function ExecutionActions({ view, onOpen }: { view: TExecutionView; onOpen: (dialog: TViewDialog) => void }) {
  const { can } = view;
  const downloads = useClosureDownloads(view);
  const buttons: [boolean, string, ReactNode, TViewDialog, boolean?][] = [
    [can.finish, C.finish, <TaskAltIcon key="i" />, { kind: 'finish' }],
    [can.start, L.start, <PlayCircleOutlineIcon key="i" />, { kind: 'start' }],
    [can.resume, L.resume, <PlayCircleOutlineIcon key="i" />, { kind: 'resume' }],
    [can.suspend, L.suspend, <PauseCircleOutlineIcon key="i" />, { kind: 'suspend' }],
    [can.request_extension, L.requestExtension, <EventRepeatIcon key="i" />, { kind: 'extension' }],
    [can.close, L.close, <BlockIcon key="i" />, { kind: 'close' }, true],
  ];
  const shown = buttons.filter(([allowed]) => allowed);
  if (shown.length === 0 && !downloads.acta && !downloads.clearance) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shown.map(([, label, icon, dialog, danger], i) => (
        <Button key={label} variant={i === 0 ? 'contained' : 'outlined'} color={danger ? 'error' : 'primary'} startIcon={icon} onClick={() => onOpen(dialog)}>
          {label}
        </Button>
      ))}
      <ClosureDownloads view={view} />
    </Stack>
  );
}

/**
 * The open dialog, while the view still allows its action: after a 409 the view is read again, and
 * a dialog whose action no longer applies (someone else started or closed the project) goes.
 */
export function ExecutionDialog({ view, dialog, onClose }: { view: TExecutionView; dialog: TViewDialog; onClose: () => void }) {
  const { can, version } = view;
  const id = view.project.id;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'start':
      return can.start ? <StartDialog projectId={id} version={version} onClose={onClose} /> : null;
    case 'suspend':
    case 'resume':
    case 'close':
      return can[dialog.kind] ? <MoveDialog kind={dialog.kind} projectId={id} version={version} onClose={onClose} /> : null;
    case 'finish':
      return can.finish ? <FinishDialog projectId={id} version={version} onClose={onClose} /> : null;
    case 'extension':
      return can.request_extension && view.execution ? <ExtensionDialog projectId={id} endDate={view.execution.end_date} version={version} onClose={onClose} /> : null;
    case 'decide': {
      const pending = view.extensions.find((x) => x.id === dialog.extension.id && x.state === 'Pendiente');
      return can.decide_extension && pending ? <DecisionDialog projectId={id} extension={pending} version={version} onClose={onClose} /> : null;
    }
  }
}
