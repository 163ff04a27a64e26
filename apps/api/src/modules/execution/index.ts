import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { settingsRoutes } from './settings/settings.routes';
import { projectExecutionRoutes } from './execution.routes';
import { reportRoutes } from './reports/reports.routes';
import { closureRoutes } from './closure/closure.routes';
import { reportFileRoutes } from './reports/files/report-files.routes';

/**
 * The execution stage of research projects (issue 42, docs/execution.md), under /api: a call's
 * execution settings, the start of an approved project, the office's moves, extensions, the
 * execution view, 'Proyectos en Ejecución', the progress reports and their files. It builds on the project core (recordTransition, the
 * history) as evaluation does; neither the core nor evaluation imports it (eslint.config.js).
 */
export const executionRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  await app.register(settingsRoutes(deps));
  await app.register(projectExecutionRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(closureRoutes(deps));
  await app.register(reportFileRoutes(deps));
};

export { executionStage } from './project-stage';
