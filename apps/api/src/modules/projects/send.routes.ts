import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Research projects, sending (being written). */
export const projectSendRoutes = (_deps: AppDeps): FastifyPluginAsyncZod => async () => {};
