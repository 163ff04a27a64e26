import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/files';

/** Research projects, writing: save a draft with its documents, delete (being written). */
export const projectWriteRoutes = (_deps: AppDeps, _files: FileStore): FastifyPluginAsyncZod => async () => {};
