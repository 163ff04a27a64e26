import { CLOSURE_API, EVAL_DECISION_API, PROJECT_API, selectionUrl, type TSelection } from '@siiicca/shared';
import { apiDownload, type TDownloadProgress } from '../../../lib/api-client';

type TProgress = (progress: TDownloadProgress) => void;

/** 'Generar PDF': the whole project as a PDF, named by the server ('<id>_<title>.pdf'). */
export const downloadProjectPdf = (id: number, onProgress?: TProgress) => apiDownload(PROJECT_API.pdf(id), `proyecto_${id}.pdf`, { onProgress });

/**
 * The bulk downloads of selection mode: the spreadsheet, the ZIP of attachments, and the start,
 * commitment and approval records (a PDF for one project, a ZIP of PDFs for several; the server names
 * the file). The approval record (acta de aprobación, issue 28) is also a row's action, as a selection of one.
 */
export const PROJECT_BULK = {
  excel: { base: PROJECT_API.excel, fallbackName: 'proyectos.xlsx' },
  attachments: { base: PROJECT_API.attachments, fallbackName: 'anexos.zip' },
  startRecords: { base: PROJECT_API.startRecords, fallbackName: 'actas_inicio.zip' },
  commitmentRecords: { base: PROJECT_API.commitmentRecords, fallbackName: 'actas_compromiso.zip' },
  approvalRecords: { base: EVAL_DECISION_API.approvalRecords, fallbackName: 'actas_aprobacion.zip' },
  /** The Acta de Finalización (issue 42; Finalizado projects only, the server says which are not). */
  closureRecords: { base: CLOSURE_API.actas, fallbackName: 'actas_finalizacion.zip' },
} as const;
export type TProjectBulk = keyof typeof PROJECT_BULK;

export function downloadProjectSelection(kind: TProjectBulk, selection: TSelection, onProgress?: TProgress) {
  const { base, fallbackName } = PROJECT_BULK[kind];
  return apiDownload(selectionUrl(base, selection), fallbackName, { onProgress });
}
