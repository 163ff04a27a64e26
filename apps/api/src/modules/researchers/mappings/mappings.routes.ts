import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWorkTypeMappingInputSchema, ZWorkTypeMappingSchema, ZWorkTypeMappingsSchema, ZWorkTypeParamsSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { listMappings, saveMapping } from './mappings';

/** 'Tipos de producto de ORCID y Crossref': the work-type mapping, read and edited with researchers.manage. */
export const mappingRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const config = { permission: 'researchers.manage' as const };

  app.get('/work_type_mappings', { config, schema: { response: { 200: ZWorkTypeMappingsSchema } } }, async () => ({ data: await listMappings(db) }));

  app.put('/work_type_mappings/:work_type', {
    config,
    schema: { params: ZWorkTypeParamsSchema, body: ZWorkTypeMappingInputSchema, response: { 200: ZWorkTypeMappingSchema } },
  }, async (request) => saveMapping(db, request.params.work_type, request.body));
};
