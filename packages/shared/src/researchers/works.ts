import { z } from 'zod';
import { zId } from '../schemas/bounds';
import { MSG } from '../messages';
import { ORCID_MSG, orcidFromText } from './orcid';

/*
 * A researcher's works (issue 44, docs/researchers.md 'ORCID'): imported from ORCID, filled from
 * Crossref or typed; each shown under the Minciencias product type its work type maps to.
 */

export const WORK_SOURCES = ['orcid', 'crossref', 'manual'] as const;
export type TWorkSource = (typeof WORK_SOURCES)[number];

export const WORK_LIMITS = {
  /** Works read from one ORCID record in one import (a prolific author has a few hundred). */
  importMax: 500,
  title: 1000,
  workType: 60,
  container: 500,
  doi: 300,
  isbn: 40,
  url: 1000,
} as const;

export const ORCID_IMPORT_MSG = {
  ...ORCID_MSG,
  noOrcid: 'El investigador no tiene un ORCID registrado; escríbalo en sus datos personales o en el cuadro',
  notFound: 'ORCID no conoce ese identificador; revise que esté bien escrito',
  busy: 'ORCID recibe demasiadas consultas en este momento; intente de nuevo en un minuto',
  unavailable: 'No fue posible consultar ORCID en este momento; intente de nuevo más tarde',
  tooMany: `El registro de ORCID tiene más de ${WORK_LIMITS.importMax} productos; solo se importan registros más pequeños`,
  done: (r: { created: number; updated: number; unchanged: number }) =>
    `Importación de ORCID terminada: ${r.created} ${r.created === 1 ? 'nueva' : 'nuevas'}, ${r.updated} ${r.updated === 1 ? 'actualizada' : 'actualizadas'}, ${r.unchanged} sin cambios`,
} as const;

export const WORK_MSG = {
  unmapped: 'Sin tipo de Minciencias',
  mappingsTitle: 'Tipos de producto de ORCID y Crossref',
  mappingSaved: 'Equivalencia guardada',
  productNotOfType: 'El producto no pertenece al tipo de producto elegido',
  unknownWorkType: 'Tipo de ORCID o Crossref no encontrado',
} as const;

/**
 * The folded title a work is matched by when it has neither DOI nor put-code: lower case, without
 * accents, punctuation or repeated spaces.
 */
export const workTitleKey = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, WORK_LIMITS.title);

const ZRef = z.object({ id: z.number().int(), name: z.string() });

/** A work as the API answers it. */
export const ZResearcherWorkSchema = z.object({
  id: z.number().int(),
  source: z.enum(WORK_SOURCES),
  title: z.string(),
  work_type: z.string().nullable(),
  year: z.number().int().nullable(),
  container: z.string().nullable(),
  doi: z.string().nullable(),
  isbn: z.string().nullable(),
  url: z.string().nullable(),
  orcid_put_code: z.number().int().nullable(),
  imported_at: z.string(),
  updated_at: z.string(),
  /** The Minciencias product type and product its work type maps to (null when unmapped). */
  product_type: ZRef.nullable(),
  product: ZRef.nullable(),
});
export type TResearcherWork = z.infer<typeof ZResearcherWorkSchema>;

/** `GET /api/researchers/{id|me}/works`: the works, and the same grouped under their Minciencias type (unmapped last). */
export const ZResearcherWorksSchema = z.object({
  data: z.array(ZResearcherWorkSchema).max(10_000),
  groups: z
    .array(z.object({ product_type: ZRef.nullable(), label: z.string(), works: z.array(ZResearcherWorkSchema).max(10_000) }))
    .max(1000),
});
export type TResearcherWorks = z.infer<typeof ZResearcherWorksSchema>;

/** `POST /api/researchers/{id|me}/orcid/import`: the iD to read, when not the one of the person record. */
export const ZOrcidImportBodySchema = z.object({
    orcid: z
      .string()
      .trim()
      .max(100, MSG.max(100))
      .refine((v) => v === '' || orcidFromText(v) !== null, ORCID_MSG.invalid)
      .nullish()
      .transform((v) => (v ? orcidFromText(v) : null)),
  });

export const ZOrcidImportResultSchema = z.object({
  orcid: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  message: z.string(),
});
export type TOrcidImportResult = z.infer<typeof ZOrcidImportResultSchema>;

/** A row of 'Tipos de producto de ORCID y Crossref'. */
export const ZWorkTypeMappingSchema = z.object({
  work_type: z.string(),
  product_type: ZRef.nullable(),
  product: ZRef.nullable(),
  updated_at: z.string(),
});
export type TWorkTypeMapping = z.infer<typeof ZWorkTypeMappingSchema>;
export const ZWorkTypeMappingsSchema = z.object({ data: z.array(ZWorkTypeMappingSchema).max(1000) });

export const ZWorkTypeParamsSchema = z.object({
  work_type: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, WORK_MSG.unknownWorkType),
});

/** `PUT /api/work_type_mappings/{work_type}`: its product type and product (either may be none). */
export const ZWorkTypeMappingInputSchema = z.object({
  product_type_id: zId(MSG.invalidValue).nullable(),
  product_id: zId(MSG.invalidValue).nullable(),
});
export type TWorkTypeMappingInput = z.infer<typeof ZWorkTypeMappingInputSchema>;

export const WORKS_API = {
  works: (user: number | 'me') => `/api/researchers/${user}/works`,
  importOrcid: (user: number | 'me') => `/api/researchers/${user}/orcid/import`,
  workTypes: '/api/work_type_mappings',
  workType: (workType: string) => `/api/work_type_mappings/${workType}`,
} as const;
