import AssignmentIcon from '@mui/icons-material/Assignment';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import HandshakeIcon from '@mui/icons-material/Handshake';
import TableViewIcon from '@mui/icons-material/TableView';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedIcon from '@mui/icons-material/Verified';
import { CLOSURE_MSG, DECISION_MSG, PROJECT_MSG, type TProjectRow } from '@siiicca/shared';
import { recordCheckboxLabel, recordSelectionWords } from '../../../components/record-list/record-selection';
import type { TBulkDownload, TBulkMenu } from '../../../components/selection';
import { hasPermission, type TSession } from '../../../lib/session';
import { downloadProjectSelection, type TProjectBulk } from '../api/project-downloads';

/** A card's checkbox, for screen readers. */
export const projectCheckboxLabel = recordCheckboxLabel<TProjectRow>((p) => p.title || 'proyecto sin título');

export const PROJECT_SELECTION_WORDS = recordSelectionWords('masculine', PROJECT_MSG);

const bulk = (kind: TProjectBulk, label: string, icon: TBulkDownload['icon'], allowed: boolean, messages: TBulkDownload['messages']): TBulkDownload => ({
  key: kind,
  label,
  icon,
  allowed,
  download: (selection, onProgress) => downloadProjectSelection(kind, selection, onProgress),
  messages,
});

/**
 * The projects' bulk downloads, each only for its permission: 'Exportar Excel' (projects.export),
 * 'Anexos' (projects.attachments) and the menu 'Documentos' with the records (projects.records): the
 * actas de inicio and de compromiso, the acta de finalización (issue 42; Finalizado projects only, the
 * server says which are not), and the acta de aprobación (issue 28; Aprobado projects only, the
 * server says which are not).
 */
export function projectBulkDownloads(session: TSession | null): { downloads: TBulkDownload[]; menus: TBulkMenu[] } {
  const records = hasPermission(session, 'projects.records');
  return {
    downloads: [
      bulk('excel', 'Exportar Excel', <TableViewIcon />, hasPermission(session, 'projects.export'), {
        done: PROJECT_MSG.excelGenerated,
        failed: PROJECT_MSG.excelFailed,
      }),
      bulk('attachments', 'Anexos', <FolderZipIcon />, hasPermission(session, 'projects.attachments'), {
        done: PROJECT_MSG.fileGenerated,
        failed: PROJECT_MSG.attachmentsFailed,
      }),
    ],
    menus: [
      {
        key: 'records',
        label: 'Documentos',
        icon: <DescriptionIcon />,
        items: [
          bulk('startRecords', PROJECT_MSG.startRecord, <AssignmentIcon />, records, {
            done: PROJECT_MSG.fileGenerated,
            failed: PROJECT_MSG.startRecordsFailed,
          }),
          bulk('commitmentRecords', PROJECT_MSG.commitmentRecord, <HandshakeIcon />, records, {
            done: PROJECT_MSG.fileGenerated,
            failed: PROJECT_MSG.commitmentRecordsFailed,
          }),
          bulk('approvalRecords', DECISION_MSG.approvalRecord, <VerifiedIcon />, records, {
            done: PROJECT_MSG.fileGenerated,
            failed: DECISION_MSG.approvalRecordsFailed,
          }),
          bulk('closureRecords', CLOSURE_MSG.actaLabel, <TaskAltIcon />, records, {
            done: PROJECT_MSG.fileGenerated,
            failed: CLOSURE_MSG.actasFailed,
          }),
        ],
      },
    ],
  };
}
