import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { projectReadRoutes } from './projects.routes';
import { projectWriteRoutes } from './project-writes.routes';
import { projectSendRoutes } from './send.routes';
import { projectExportRoutes } from './exports/exports.routes';
import { projectRecordRoutes } from './records/records.routes';

/** Every research-projects route, under /api. Files live under DATA_DIR/files/projects. */
export const projectRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { files } = deps;
  await app.register(projectReadRoutes(deps, files));
  await app.register(projectWriteRoutes(deps, files));
  await app.register(projectSendRoutes(deps));
  await app.register(projectExportRoutes(deps, files));
  await app.register(projectRecordRoutes(deps));
};

/** Who may read a project (platform/records/visibility.ts), for other modules' aggregates (the dashboard). */
export { PROJECT_VISIBILITY } from './scope';

/** A project's documents' data and its PDF, for the evaluators' read-only (and blind) view (issue 28). */
export { projectDocumentData, type TProjectDocumentData } from './records/project-document-data';
export { renderProjectPdf } from './records/project-pdf';
