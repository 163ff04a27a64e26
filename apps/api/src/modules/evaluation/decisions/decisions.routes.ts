import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';

/** The evaluation stage's decisions routes (issue 28). */
export const decisionRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async (_app) => {};
