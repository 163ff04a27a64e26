import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/files';

/** Research projects, reading: the lists, one project, its history and its documents (being written). */
export const projectReadRoutes = (_deps: AppDeps, _files: FileStore): FastifyPluginAsyncZod => async () => {};
