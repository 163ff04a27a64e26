import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';

/** The evaluation stage's reviews routes (issue 28). */
export const reviewRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async (_app) => {};
