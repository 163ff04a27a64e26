import {
  STRATEGY_API,
  STRATEGY_FINISH_UPLOAD,
  strategySelectionUrl,
  type TStrategySelection,
  type TStrategyTransition,
} from '@siiicca/shared';
import { api, apiDownload, type TDownloadProgress } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/multipart';

/** The strategy a state action acts on, as the list read it (its version: a changed one is a 409). */
type TRef = { id: number; version: string };

/** 'Vencer': the strategy becomes Vencido. */
export const expireStrategy = ({ id, version }: TRef) => api.post<TStrategyTransition>(STRATEGY_API.expire, { id, version });

/** 'Actualizar periodo': the strategy moves to the active period. */
export const migrateStrategy = ({ id, version }: TRef) => api.post<TStrategyTransition>(STRATEGY_API.migrate, { id, version });

/** 'Informe final': uploads the final report (accepted as definitive); the strategy becomes Finalizado. */
export function finishStrategy({ id, version }: TRef, report: File, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append(STRATEGY_FINISH_UPLOAD.idField, String(id));
  body.append(STRATEGY_FINISH_UPLOAD.versionField, version);
  body.append(STRATEGY_FINISH_UPLOAD.acceptField, 'true');
  body.append(STRATEGY_FINISH_UPLOAD.fileField, report, report.name);
  return postMultipart<TStrategyTransition>(STRATEGY_API.finish, body, onProgress);
}

type TProgress = (progress: TDownloadProgress) => void;

/** 'Generar PDF': the whole strategy as a PDF, named by the server ('<id>_<name>.pdf'). */
export const downloadStrategyPdf = (id: number, onProgress?: TProgress) =>
  apiDownload(STRATEGY_API.pdf(id), `estrategia_${id}.pdf`, { onProgress });

/** The stored final report of a strategy. */
export const downloadFinalReport = (id: number) =>
  apiDownload(STRATEGY_API.file, `informe_final_${id}.pdf`, { query: { id, file: 'final_report' } });

/** The bulk downloads of selection mode: the spreadsheet, or the ZIP of attachments. */
export const STRATEGY_BULK = {
  excel: { base: STRATEGY_API.excel, fallbackName: 'estrategias.xlsx' },
  attachments: { base: STRATEGY_API.attachments, fallbackName: 'anexos.zip' },
} as const;
export type TStrategyBulk = keyof typeof STRATEGY_BULK;

export function downloadSelection(kind: TStrategyBulk, selection: TStrategySelection, onProgress?: TProgress) {
  const { base, fallbackName } = STRATEGY_BULK[kind];
  return apiDownload(strategySelectionUrl(base, selection), fallbackName, { onProgress });
}
