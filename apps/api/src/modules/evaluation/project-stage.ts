import { DECISION_MSG, EVAL_DECISION_API } from '@siiicca/shared';
import type { TProjectStage } from '../projects';
import { admitApprovalRecords, approvalRecordFiles } from './decisions/approval-records';
import { openNextRound } from './reviews/next-round';
import { underApi } from '../../lib/api-path';

/**
 * What the evaluation stage adds to a project's life (modules/projects/stages.ts): a project sent
 * again after 'Ajustes solicitados' opens the next round for its evaluators, and the acta de
 * aprobación is among the projects lists' record downloads (projects.records, or the owner's own
 * with projects.own; Aprobado projects only).
 */
export const evaluationStage: TProjectStage = {
  onSentAgain: (tx, config, projectId) => openNextRound(tx, config, projectId),
  recordKinds: (db, brand) => [
    {
      path: underApi(EVAL_DECISION_API.approvalRecords),
      label: DECISION_MSG.approvalRecord,
      zipBase: 'actas_aprobacion',
      failed: DECISION_MSG.approvalRecordsFailed,
      permission: ['projects.records', 'projects.own'],
      admit: (user, ids, chosen) => admitApprovalRecords(db, user, ids, chosen),
      renderBatch: (ids) => approvalRecordFiles(db, ids, brand),
    },
  ],
};
