import { useMemo } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedIcon from '@mui/icons-material/Verified';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CLOSURE_MSG, DECISION_MSG, EVALUATION_LIFE, EXECUTION_LABELS, EXECUTION_STATES, projectAction, type TProjectAction, type TProjectRow } from '@siiicca/shared';
import type { TRow, TRowAction } from '../../../components/catalogue';

type THandlers = {
  /** Open the form on the row: editable, or read-only ('Ver'). */
  open: (row: TProjectRow, readOnly: boolean) => void;
  remove: (row: TProjectRow) => void;
  send: (row: TProjectRow) => void;
  history: (row: TProjectRow) => void;
  pdf: (row: TProjectRow) => void;
  outcome: (row: TProjectRow) => void;
  /** The acta de aprobación (issue 28), for the owner and whoever holds projects.records. */
  approvalRecord: (row: TProjectRow) => void;
  /** The Acta de Finalización (issue 42), for the owner and whoever holds projects.records. */
  closureRecord: (row: TProjectRow) => void;
  /** The project's execution view (issue 42), opened by its address. */
  execution: (row: TProjectRow) => void;
};

/** What the reader may do in the execution stage: `office` holds execution.manage (registers starts, follows every project). */
type TStageAccess = { records?: boolean; office?: boolean };

/** The states in which the owner reads the evaluation (a decision, or the one before a new round): the evaluation stage's. */
const EVALUATED = new Set<string>(EVALUATION_LIFE.states);
/** The states of a started project: its execution view shows how it goes. */
const EXECUTING = new Set<string>(EXECUTION_STATES);

const facts = (row: TRow) => ({ state: (row as TProjectRow).state, user_id: (row as TProjectRow).user.id });

/**
 * The row actions of /my_projects and /projects, as the shared rules say (projectAction with the
 * signed-in user): 'Editar' on the owner's Borrador, 'Ver' (read-only) otherwise; 'Eliminar' for the
 * owner, greyed with its reason once sent; 'Enviar' for the owner's Borrador or project returned with
 * 'Ajustes solicitados'; 'Evaluación' for the owner once evaluated (decision, comments, acta); 'Historial' and
 * 'Generar PDF' (in the row's 'más' menu) always; 'Acta de Aprobación' (in that menu too) on an Aprobado
 * project for its owner and for `records` (projects.records). So a reviewer's rows of others' projects
 * offer only 'Ver', 'Historial', 'Generar PDF' and, once approved, the acta. The execution stage adds
 * 'Ejecución' (the execution view) for the owner of an Aprobado or started project and for the office
 * (`office`: execution.manage) on a started one, 'Registrar inicio' for the office on an Aprobado one, and
 * 'Acta de Finalización' (in the 'más' menu) on a Finalizado project for its owner and for `records`.
 */
export function useProjectRowActions(userId: number | undefined, h: THandlers, { records = false, office = false }: TStageAccess = {}): TRowAction[] {
  return useMemo(() => {
    const allowed = (action: TProjectAction, row: TRow) => userId !== undefined && projectAction(action, facts(row), userId).allowed;
    const own = (row: TRow) => (row as TProjectRow).user.id === userId;
    return [
      {
        key: 'edit',
        slot: 'open',
        label: 'Editar',
        icon: <EditIcon />,
        visible: (row) => allowed('edit', row),
        onClick: (row) => h.open(row as TProjectRow, false),
      },
      {
        key: 'view',
        slot: 'open',
        label: 'Ver',
        icon: <VisibilityIcon />,
        visible: (row) => !allowed('edit', row),
        onClick: (row) => h.open(row as TProjectRow, true),
      },
      {
        key: 'delete',
        label: 'Eliminar',
        icon: <DeleteIcon color="error" />,
        visible: own,
        unavailable: (row) => {
          if (userId === undefined) return null;
          const a = projectAction('delete', facts(row), userId);
          return a.allowed ? null : a.reason;
        },
        onClick: (row) => h.remove(row as TProjectRow),
      },
      {
        key: 'send',
        label: 'Enviar',
        icon: <SendIcon />,
        // A Borrador, or a project returned with 'Ajustes solicitados' (sent again to its evaluators).
        visible: (row) => allowed('send', row),
        onClick: (row) => h.send(row as TProjectRow),
      },
      {
        key: 'outcome',
        label: 'Evaluación',
        icon: <FactCheckIcon />,
        visible: (row) => own(row) && EVALUATED.has((row as TProjectRow).state),
        onClick: (row) => h.outcome(row as TProjectRow),
      },
      {
        key: 'start-execution',
        label: EXECUTION_LABELS.start,
        icon: <PlayCircleOutlinedIcon />,
        visible: (row) => office && (row as TProjectRow).state === 'Aprobado',
        onClick: (row) => h.execution(row as TProjectRow),
      },
      {
        key: 'execution',
        label: EXECUTION_LABELS.open,
        icon: <PlayCircleOutlinedIcon />,
        visible: (row) => {
          const state = (row as TProjectRow).state;
          return EXECUTING.has(state) ? office || own(row) : state === 'Aprobado' && !office && own(row);
        },
        onClick: (row) => h.execution(row as TProjectRow),
      },
      {
        key: 'history',
        label: 'Historial',
        icon: <HistoryIcon />,
        onClick: (row) => h.history(row as TProjectRow),
      },
      {
        key: 'pdf',
        label: 'Generar PDF',
        icon: <PictureAsPdfIcon />,
        menu: true,
        visible: (row) => userId !== undefined && projectAction('pdf', facts(row), userId).allowed,
        onClick: (row) => h.pdf(row as TProjectRow),
      },
      {
        key: 'approval-record',
        label: DECISION_MSG.approvalRecord,
        icon: <VerifiedIcon />,
        menu: true,
        visible: (row) => (row as TProjectRow).state === 'Aprobado' && (records || own(row)),
        onClick: (row) => h.approvalRecord(row as TProjectRow),
      },
      {
        key: 'closure-record',
        label: CLOSURE_MSG.actaLabel,
        icon: <TaskAltIcon />,
        menu: true,
        visible: (row) => (row as TProjectRow).state === 'Finalizado' && (records || own(row)),
        onClick: (row) => h.closureRecord(row as TProjectRow),
      },
    ];
  }, [userId, h, records, office]);
}
