import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOOKUPS,
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
  ZSelSubjectSchema,
  ZLookupCodeOptionSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { actionFields, divisions, faculties, investigationLines, productTypes } from '../../db/schema';
import { guarded } from '../catalogues/crud-factory';
import * as repo from './lookups.repository';

const local = (path: string) => path.replace(/^\/api/, '');
const config = { permission: 'lookups.read' } as const;

/** The forms' selection lists: every signed-in user with 'lookups.read' (lecturers too) reads them. */
export const lookupRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const db = deps.db;
  const list = <T extends z.ZodType>(path: string, item: T, load: () => Promise<unknown[]>, error: string) =>
    app.get(local(path), { config, schema: { response: { 200: selList(item) } } }, (request) =>
      guarded(request.log, error, 'read', async () => ({ data: (await load()) as z.output<T>[] })),
    );

  list(LOOKUPS.sectionals, ZSelSectionalSchema, () => repo.selSectionals(db), 'Error al Obtener las Seccionales');
  list(LOOKUPS.campuses, ZCampusSchema, () => repo.selCampuses(db), 'Error al Obtener las Seccionales');
  list(LOOKUPS.divisions, ZLookupOptionSchema, () => repo.selNamed(db, divisions), 'Error al Obtener las divisiones');
  list(LOOKUPS.faculties, ZLookupOptionSchema, () => repo.selNamed(db, faculties), 'Error al Obtener las facultades');
  list(LOOKUPS.economicSectors, ZSelEconomicSectorSchema, () => repo.selEconomicSectors(db), 'Error al Obtener los Sectores Económicos');
  list(LOOKUPS.actionFields, ZLookupOptionSchema, () => repo.selNamed(db, actionFields), 'Error al Obtener los Campos de Acción');
  list(LOOKUPS.investigationLines, ZLookupOptionSchema, () => repo.selNamed(db, investigationLines), 'Error al Obtener las Líneas de Investigación');
  list(LOOKUPS.subjects, ZSelSubjectSchema, () => repo.selSubjects(db), 'Error al Obtener las Asignaturas');
  list(LOOKUPS.products, ZSelProductSchema, () => repo.selProducts(db), 'Error al Obtener los Productos');
  list(LOOKUPS.productTypes, ZLookupOptionSchema, () => repo.selNamed(db, productTypes), 'Error al Obtener los Tipos de Producto');
  list(LOOKUPS.programs, ZSelProgramSchema, () => repo.selPrograms(db), 'Error al Obtener los Programas');
  list(LOOKUPS.announcements, ZSelAnnouncementSchema, () => repo.selOpenAnnouncements(db), 'Error al Obtener las Convocatorias');
  list(LOOKUPS.countries, ZLookupCodeOptionSchema, () => repo.selCountries(db), 'Error al Obtener los Paises');

  app.get(local(LOOKUPS.strategyPeriod), {
    config,
    schema: { response: { 200: ZSelStrategyPeriodResponseSchema } },
  }, (request) => guarded(request.log, 'Error Obteniendo los Periodos', 'read', async () => ({ data: await repo.selActivePeriod(db) })));

  app.get(local(LOOKUPS.departments), {
    config,
    schema: {
      querystring: z.object({ country: z.string().regex(/^[A-Za-z]{3}$/).transform((v) => v.toUpperCase()).optional() }),
      response: { 200: selList(ZSelDepartmentSchema) },
    },
  }, (request) =>
    guarded(request.log, 'Error al Obtener los Departamentos', 'read', async () => ({ data: await repo.selDepartments(db, request.query.country) })));

  app.get(local(LOOKUPS.cities), {
    config,
    schema: {
      querystring: z.object({ department: z.string().regex(/^\d{2}$/).optional() }),
      response: { 200: selList(ZSelCitySchema) },
    },
  }, (request) =>
    guarded(request.log, 'Error al Obtener las Ciudades', 'read', async () => ({ data: await repo.selCities(db, request.query.department) })));
};
