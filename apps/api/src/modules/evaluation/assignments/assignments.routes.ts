import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';

/** The evaluation stage's assignments routes (issue 28). */
export const assignmentRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async (_app) => {};
