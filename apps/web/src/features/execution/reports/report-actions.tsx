import EditNoteIcon from '@mui/icons-material/EditNote';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { REPORT_EDITABLE_STATES, REPORT_LABELS as L, type TExecutionReportState, type TExecutionView } from '@siiicca/shared';
import type { TLocalAction } from '../../../components/subforms/local-table';
import type { TReportMode } from './report-wizard';

type TRow = { id?: number; state?: TExecutionReportState };
/** Who reads the view: the project's owner, the office (execution.manage), or both. */
export type TReportReader = { owner: boolean; office: boolean };

/** The states of a report sent at least once (what 'Ver' shows). */
const SENT: readonly TExecutionReportState[] = ['Enviado', 'Aceptado', 'Con observaciones', 'Rechazado'];

/**
 * The one action a scheduled report offers its reader (the server checks again): the owner writes it
 * while it is theirs and the project En ejecución ('Redactar', 'Continuar', 'Responder observaciones');
 * the office reviews one Enviado while the project runs or is suspended ('Revisar'); otherwise anyone
 * who reads it sees one sent ('Ver'), and the owner also their draft.
 */
export function reportActionOf(row: TRow, projectState: string, reader: TReportReader): { mode: TReportMode; label: string } | null {
  const state = row.state;
  if (row.id === undefined || !state) return null;
  if (reader.owner && projectState === 'En ejecución' && REPORT_EDITABLE_STATES.includes(state)) {
    return { mode: 'edit', label: state === 'Pendiente' ? L.write : state === 'Borrador' ? L.continue : L.answer };
  }
  if (reader.office && state === 'Enviado' && (projectState === 'En ejecución' || projectState === 'Suspendido')) return { mode: 'review', label: L.review };
  if (SENT.includes(state) || (reader.owner && state === 'Borrador')) return { mode: 'view', label: L.view };
  return null;
}

const ICONS = { write: <EditNoteIcon />, answer: <QuestionAnswerIcon />, review: <RateReviewIcon />, view: <VisibilityIcon /> };

/** The schedule's row action, opening the report in the mode it offers. */
export function reportRowActions(view: TExecutionView, reader: TReportReader, open: (id: number, mode: TReportMode) => void): TLocalAction<TRow>[] {
  const of = (row: TRow) => reportActionOf(row, view.project.state, reader);
  return [
    {
      key: 'report',
      label: (row) => of(row)?.label ?? '',
      icon: (row) => {
        const a = of(row);
        return a?.label === L.answer ? ICONS.answer : a?.mode === 'edit' ? ICONS.write : a?.mode === 'review' ? ICONS.review : ICONS.view;
      },
      visible: (row) => of(row) !== null,
      onClick: (row) => {
        const a = of(row);
        if (a && row.id !== undefined) open(row.id, a.mode);
      },
    },
  ];
}
