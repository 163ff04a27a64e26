import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTION_FIELDS,
  ANNOUNCEMENTS,
  CAT_MSG,
  COUNTRIES,
  DEPARTMENTS,
  CITIES,
  DIVISIONS,
  FACULTIES,
  INVESTIGATION_LINES,
  LOOKUPS,
  PRODUCT_TYPES,
  PROGRAMS,
  SECTIONALS,
  STRATEGY_PERIODS,
  SUBJECTS,
  selList,
  ZCampusSchema,
  ZLookupOptionSchema,
  ZSelAnnouncementSchema,
  ZSelCitySchema,
  ZSelDepartmentSchema,
  ZSelEconomicSectorSchema,
  ZSelProductSchema,
  ZSelProgramSchema,
  ZSelSectionalSchema,
  ZSelStrategyPeriodResponseSchema,
  ZSelPeriodWithStateSchema,
  ZSelSubjectSchema,
  ZLookupCodeOptionSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { actionFields, divisions, faculties, investigationLines, productTypes } from '../../db/schema';
import { guarded } from '../../platform/db-errors';
import * as repo from './lookups.repository';
import { underApi } from '../../lib/api-path';

const config = { permission: 'lookups.read' } as const;

/** The forms' selection lists: every signed-in user with 'lookups.read' (lecturers too) reads them. */
export const lookupRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const db = deps.db;
  const list = <T extends z.ZodType>(path: string, item: T, load: () => Promise<unknown[]>, error: string) =>
    app.get(underApi(path), { config, schema: { response: { 200: selList(item) } } }, (request) =>
      guarded(request.log, error, 'read', async () => ({ data: (await load()) as z.output<T>[] })),
    );

  list(LOOKUPS.sectionals, ZSelSectionalSchema, () => repo.selSectionals(db), SECTIONALS.messages.loadError);
  list(LOOKUPS.campuses, ZCampusSchema, () => repo.selCampuses(db), SECTIONALS.messages.loadError);
  list(LOOKUPS.divisions, ZLookupOptionSchema, () => repo.selNamed(db, divisions), DIVISIONS.messages.loadError);
  list(LOOKUPS.faculties, ZLookupOptionSchema, () => repo.selNamed(db, faculties), FACULTIES.messages.loadError);
  list(LOOKUPS.economicSectors, ZSelEconomicSectorSchema, () => repo.selEconomicSectors(db), CAT_MSG.economicSectorsLoadError);
  list(LOOKUPS.actionFields, ZLookupOptionSchema, () => repo.selNamed(db, actionFields), ACTION_FIELDS.messages.loadError);
  list(LOOKUPS.investigationLines, ZLookupOptionSchema, () => repo.selNamed(db, investigationLines), INVESTIGATION_LINES.messages.loadError);
  list(LOOKUPS.subjects, ZSelSubjectSchema, () => repo.selSubjects(db), SUBJECTS.messages.loadError);
  list(LOOKUPS.products, ZSelProductSchema, () => repo.selProducts(db), CAT_MSG.productsLookupLoadError);
  list(LOOKUPS.productTypes, ZLookupOptionSchema, () => repo.selNamed(db, productTypes), PRODUCT_TYPES.messages.loadError);
  list(LOOKUPS.programs, ZSelProgramSchema, () => repo.selPrograms(db), PROGRAMS.messages.loadError);
  list(LOOKUPS.announcements, ZSelAnnouncementSchema, () => repo.selOpenAnnouncements(db), ANNOUNCEMENTS.messages.loadError);
  list(LOOKUPS.countries, ZLookupCodeOptionSchema, () => repo.selCountries(db), COUNTRIES.messages.loadError);
  list(LOOKUPS.strategyPeriods, ZSelPeriodWithStateSchema, () => repo.selPeriods(db), STRATEGY_PERIODS.messages.loadError);

  app.get(underApi(LOOKUPS.strategyPeriod), {
    config,
    schema: { response: { 200: ZSelStrategyPeriodResponseSchema } },
  }, (request) => guarded(request.log, STRATEGY_PERIODS.messages.loadError, 'read', async () => ({ data: await repo.selActivePeriod(db) })));

  app.get(underApi(LOOKUPS.departments), {
    config,
    schema: {
      querystring: z.object({ country: z.string().regex(/^[A-Za-z]{3}$/).transform((v) => v.toUpperCase()).optional() }),
      response: { 200: selList(ZSelDepartmentSchema) },
    },
  }, (request) =>
    guarded(request.log, DEPARTMENTS.messages.loadError, 'read', async () => ({ data: await repo.selDepartments(db, request.query.country) })));

  app.get(underApi(LOOKUPS.cities), {
    config,
    schema: {
      querystring: z.object({ department: z.string().regex(/^\d{2}$/).optional() }),
      response: { 200: selList(ZSelCitySchema) },
    },
  }, (request) =>
    guarded(request.log, CITIES.messages.loadError, 'read', async () => ({ data: await repo.selCities(db, request.query.department) })));
};
