import { queryOptions } from '@tanstack/react-query';
import { EVAL_DECISION_API, type TProjectOutcome } from '@siiicca/shared';
import { api, apiDownload } from '../../../lib/api-client';

/** The owner's view of the project's evaluation: decision, justification, comments without names, history. */
export const projectOutcomeQuery = (id: number) =>
  queryOptions({
    queryKey: ['project-outcome', id],
    queryFn: ({ signal }) => api.get<TProjectOutcome>(EVAL_DECISION_API.outcome(id), { signal }),
  });

/** The acta de aprobación PDF, named by the server ('Acta de Aprobación No. N de YYYY - <id>.pdf'). */
export const downloadApprovalRecord = (id: number) => apiDownload(EVAL_DECISION_API.acta(id), `acta_aprobacion_${id}.pdf`);
