import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { projectReadRoutes } from './projects.routes';
import { projectWriteRoutes } from './project-writes.routes';
import { projectSendRoutes } from './send.routes';
import { projectExportRoutes } from './exports/exports.routes';
import { projectRecordRoutes } from './records/records.routes';
import type { TProjectStage } from './stages';

/**
 * Every research-projects route, under /api. Files live under DATA_DIR/files/projects. `stages`: what
 * the later stages add to a project's life (stages.ts); the core imports none of them.
 */
export const projectRoutes = (deps: AppDeps, stages: readonly TProjectStage[] = []): FastifyPluginAsyncZod => async (app) => {
  const { files } = deps;
  await app.register(projectReadRoutes(deps, files, stages));
  await app.register(projectWriteRoutes(deps, files));
  await app.register(projectSendRoutes(deps, stages));
  await app.register(projectExportRoutes(deps, files));
  await app.register(projectRecordRoutes(deps, stages));
};

/** Who may read a project (platform/records/visibility.ts), for other modules' aggregates (the dashboard). */
export { PROJECT_VISIBILITY } from './scope';

/** A project's documents' data and its PDF, for the evaluators' read-only (and blind) view (issue 28). */
export { projectDocumentData, type TProjectDocumentData } from './records/project-document-data';
export { renderProjectPdf } from './records/project-pdf';

/** A project's life: its append-only history, and what a stage may add to it. */
export { recordTransition, type TTransition } from './history/record-transition';
export { listTransitions } from './history/list-transitions';
export type { TProjectRowFlag, TProjectStage } from './stages';
export type { TRecordKind } from './records/record-kind';

/** Copies of a lecturer's project, for the later stages' demo data. */
export { copyFiles, copyProject, type TDoc } from './demo-copy';
