import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAT_MSG,
  PROGRAMS,
  SECTIONAL_RELATIONSHIP_API,
  SUBJECTS_SYNC_API,
  ZSectionalRelationshipSchema,
  ZSectionalTreeSchema,
  ZMessageSchema,
  ZSerialIdParamSchema,
  ZSyncSubjectsResponseSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { registerCrudRoutes } from '../../platform/crud/routes';
import { guarded } from '../../platform/db-errors';
import { actionFieldsSpec, investigationLinesSpec, strategyPeriodsSpec, subjectsSpec } from './specs/academic';
import { divisionsSpec, facultiesSpec, programsSpec, sectionalsSpec } from './specs/institution';
import { investigationGroupsSpec, productsSpec, productTypesSpec, researchHotbedsSpec } from './specs/research';
import { budgetItemsSpec, fundingSourcesSpec } from './specs/budget';
import { citiesSpec, countriesSpec, departmentsSpec } from './specs/geography';
import { syncSubjects } from './sync-subjects';
import { getSectionalTree, saveSectionalRelationship } from './sectional-relationship';
import { underApi } from '../../lib/api-path';

/** Every catalogue on the CRUD engine (the calls register theirs in modules/announcements). */
export const CATALOGUE_SPECS = [
  subjectsSpec,
  investigationLinesSpec,
  actionFieldsSpec,
  strategyPeriodsSpec,
  sectionalsSpec,
  divisionsSpec,
  facultiesSpec,
  programsSpec,
  investigationGroupsSpec,
  researchHotbedsSpec,
  productsSpec,
  productTypesSpec,
  budgetItemsSpec,
  fundingSourcesSpec,
  countriesSpec,
  departmentsSpec,
  citiesSpec,
];

/** Every reference catalogue (registered under /api), plus the subjects sync and the sectional tree. */
export const catalogueRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  for (const spec of CATALOGUE_SPECS) registerCrudRoutes(app, deps, spec);

  app.get(underApi(SUBJECTS_SYNC_API), {
    config: { permission: 'subjects.sync' },
    schema: { response: { 200: ZSyncSubjectsResponseSchema } },
  }, (request) => guarded(request.log, CAT_MSG.syncFailed, 'write', () => syncSubjects(deps.db, deps.academic)));

  app.post(underApi(SECTIONAL_RELATIONSHIP_API), {
    config: { permission: 'sectionals.relationships' },
    schema: { body: ZSectionalRelationshipSchema, response: { 200: ZMessageSchema } },
  }, (request) =>
    guarded(request.log, CAT_MSG.relationshipFailed, 'write', () => saveSectionalRelationship(deps.db, request.body)));

  app.get(`${underApi(SECTIONAL_RELATIONSHIP_API)}/:id`, {
    config: { permission: 'sectionals.relationships' },
    schema: { params: ZSerialIdParamSchema, response: { 200: ZSectionalTreeSchema } },
  }, (request) => guarded(request.log, PROGRAMS.messages.loadError, 'read', () => getSectionalTree(deps.db, request.params.id)));
};
