import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';
import { zDate } from '../catalogues/fields';
import { BOUNDS } from '../schemas/bounds';
import { listResponse, zQueryInt } from '../schemas/list';
import { MSG } from '../messages';

/*
 * 'Perfil del investigador' (issue 44, docs/researchers.md): a researcher's profile as the API answers
 * it, the office's list of researchers, and the query of the products' counts by faculty, group and year.
 */

export const RESEARCHER_MSG = {
  profileTitle: 'Perfil del investigador',
  myProfile: 'Mi Perfil de Investigador',
  listTitle: 'Investigadores',
  notFound: 'Investigador no encontrado',
  rangeInverted: 'La fecha inicial no puede ser posterior a la fecha final',
  countsTitle: 'Productos por facultad y grupo',
  productsSheet: 'Productos',
  countsSheet: 'Productos por facultad y grupo',
  noFaculty: 'Sin facultad',
  noGroup: 'Sin grupo',
} as const;

export const ZResearcherListQuerySchema = z.object({
  page: zQueryInt(1, BOUNDS.pageMax).default(1),
  per_page: zQueryInt(1, MAX_PER_PAGE).default(10),
  q: z.string().trim().max(BOUNDS.searchMax, MSG.max(BOUNDS.searchMax)).optional(),
});
export type TResearcherListQuery = z.output<typeof ZResearcherListQuerySchema>;

export const ZResearcherRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  identity: z.string().nullable(),
  projects: z.number().int(),
  strategies: z.number().int(),
});
export type TResearcherRow = z.infer<typeof ZResearcherRowSchema>;
export const ZResearcherListSchema = listResponse(ZResearcherRowSchema);

const ZLinkSchema = z.object({ label: z.string(), value: z.string(), url: z.string().nullable() });

export const ZResearcherProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  identity: z.string().nullable(),
  /** CvLAC, ORCID, Google Scholar as the researcher's person record keeps them, each a link when it can be one. */
  identifiers: z.array(ZLinkSchema),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  projects: z.array(z.object({ id: z.number().int(), title: z.string(), state: z.string(), role: z.string() })),
  strategies: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string().nullable(), state: z.string(), role: z.string() })),
  /** Products delivered: the accepted progress and final reports' products, with their evidence. */
  products: z.array(z.object({
    project_id: z.number().int(),
    project_title: z.string(),
    report_number: z.number().int(),
    report_kind: z.string(),
    product_type: z.string(),
    product: z.string(),
    /** The delivered work's title, journal or publisher and year as the report gave them ('' / null when not given). */
    title: z.string(),
    container: z.string(),
    year: z.number().int().nullable(),
    quantity: z.number().int(),
    evidence_kind: z.string(),
    evidence: z.string(),
    evidence_url: z.string().nullable(),
    accepted_on: z.string().nullable(),
  })),
});
export type TResearcherProfile = z.infer<typeof ZResearcherProfileSchema>;

/** The office's counts of products delivered: reports accepted between `from` and `to` (Bogotá days, both included). */
export const ZProductCountsQuerySchema = z.object({ from: zDate(), to: zDate() })
  .refine((q) => q.from <= q.to, { error: RESEARCHER_MSG.rangeInverted, path: ['to'] });
export type TProductCountsQuery = z.output<typeof ZProductCountsQuerySchema>;

export const ZProductCountRowSchema = z.object({ faculty: z.string(), group: z.string(), year: z.number().int(), products: z.number().int() });
export type TProductCountRow = z.infer<typeof ZProductCountRowSchema>;
export const ZProductCountsSchema = z.object({ data: z.array(ZProductCountRowSchema).max(10_000) });

/** An evidence's address: a DOI as its doi.org link, a URL as itself, an ISBN none. */
export const evidenceUrl = (kind: string, evidence: string): string | null =>
  kind === 'DOI' ? `https://doi.org/${evidence.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')}` : kind === 'URL' && /^https?:\/\//i.test(evidence) ? evidence : null;

/** The public address of an identifier the person record keeps (a full address is kept as typed). */
export function identifierUrl(kind: 'cvlac' | 'orcid' | 'scholar', value: string): string | null {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  if (kind === 'orcid' && /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/i.test(v)) return `https://orcid.org/${v.toUpperCase()}`;
  if (kind === 'cvlac' && /^\d{1,20}$/.test(v)) return `https://scienti.minciencias.gov.co/cvlac/visualizador/generarCurriculoCv.do?cod_rh=${v}`;
  if (kind === 'scholar' && /^[\w-]{6,20}$/.test(v)) return `https://scholar.google.com/citations?user=${v}`;
  return null;
}
