import { CLOSURE_API, CLOSURE_MSG, EXECUTION_LABELS } from '@siiicca/shared';
import { underApi } from '../../lib/api-path';
import type { TProjectStage } from '../projects';
import { recordStains } from './closure/clearance';
import { admitClosureRecords, closureRecordFiles } from './closure/closure-records';
import { IN_ARREARS } from './list/execution-row';
import { callSettings } from './settings/read-call-execution';

/**
 * What the execution stage adds to a project's life (modules/projects/stages.ts): the Acta de
 * Finalización among the projects lists' record downloads (projects.records, or the owner's own with
 * projects.own; projects with an acta only), and the call's clean-record rule on a new project's send
 * (clean_record_years N > 0: no project En mora now nor Cerrado por incumplimiento in the last N years),
 * and 'En mora' on the rows of 'Mis Proyectos' and 'Todos los Proyectos' (the execution list's rule).
 */
export const executionStage: TProjectStage = {
  recordKinds: (db, brand) => [
    {
      path: underApi(CLOSURE_API.actas),
      label: CLOSURE_MSG.actaLabel,
      zipBase: 'actas_finalizacion',
      failed: CLOSURE_MSG.actasFailed,
      permission: ['projects.records', 'projects.own'],
      admit: (user, ids, chosen) => admitClosureRecords(db, user, ids, chosen),
      renderBatch: (ids) => closureRecordFiles(db, ids, brand),
    },
  ],
  sendRefusal: async (tx, project, today) => {
    const years = (await callSettings(tx, project.announcementId)).settings.clean_record_years;
    if (!years) return null;
    const stains = await recordStains(tx, project.userId, today, years);
    if (stains.arrears.length) return CLOSURE_MSG.sendRefusedArrears(stains.arrears, years);
    if (stains.closed.length) return CLOSURE_MSG.sendRefusedClosed(stains.closed, years);
    return null;
  },
  rowFlags: [{ label: EXECUTION_LABELS.arrears, holds: IN_ARREARS }],
};
