import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';

/** The evaluation stage's criteria routes (issue 28). */
export const criteriaRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async (_app) => {};
