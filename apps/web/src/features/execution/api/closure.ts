import { CLOSURE_API, type TExecutionMove } from '@siiicca/shared';
import { api, apiDownload } from '../../../lib/api-client';
import { useExecutionWrite, type TExecutionSaved } from './execution-write';

/** 'Finalizar proyecto' (POST CLOSURE_API.finish): the reason (optional) and the view's version. */
export const useFinishExecution = (projectId: number) =>
  useExecutionWrite(projectId, (body: TExecutionMove) => api.post<TExecutionSaved>(CLOSURE_API.finish(projectId), body));

/** The Acta de Finalización's PDF of a Finalizado project (GET CLOSURE_API.acta), named by the server. */
export const downloadClosureRecord = (projectId: number) => apiDownload(CLOSURE_API.acta(projectId), `Acta de Finalización - ${projectId}.pdf`);

/** The signed-in owner's paz y salvo (GET CLOSURE_API.clearance); a 409 carries the reason it is refused. */
export const downloadClearance = () => apiDownload(CLOSURE_API.clearance, 'Paz y salvo.pdf');
