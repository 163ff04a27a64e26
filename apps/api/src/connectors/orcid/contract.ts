import { z } from 'zod';
import { WORK_LIMITS, normalizeDoi } from '@siiicca/shared';

/*
 * ORCID's public API v3.0 (https://info.orcid.org/documentation/api-tutorials/api-tutorial-read-data-on-a-record/,
 * the record schema at https://github.com/ORCID/orcid-model, v3.0 'work-summary' and 'work'):
 * - GET /{orcid}/works: `{ 'last-modified-date', group: [{ 'external-ids', 'work-summary': [...] }], path }`,
 *   one group per work, its summaries one per source, the preferred first;
 * - GET /{orcid}/work/{put-code}: the work, with `title`, `journal-title`, `type`, `publication-date`,
 *   `external-ids`, `url`, contributors and citation.
 * Only the fields used are read; every one is bounded, and an answer outside this shape is a broken
 * answer (503). Values ORCID leaves out are null or absent.
 */
const value = <T extends z.ZodType>(inner: T) => z.object({ value: inner }).nullish();
const text = (max: number) => value(z.string().max(max).nullable());

const ZExternalIds = z
  .object({
    'external-id': z
      .array(
        z.object({
          'external-id-type': z.string().max(100),
          'external-id-value': z.string().max(2_000).nullish(),
          'external-id-normalized': value(z.string().max(2_000).nullable()),
          'external-id-url': value(z.string().max(4_000).nullable()),
          'external-id-relationship': z.string().max(40).nullish(),
        }),
      )
      .max(1_000)
      .nullish(),
  })
  .nullish();

const ZPublicationDate = z
  .object({ year: value(z.string().max(10).nullable()), month: value(z.string().max(4).nullable()).optional(), day: value(z.string().max(4).nullable()).optional() })
  .nullish();

const workFields = {
  'put-code': z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  title: z.object({ title: text(10_000), subtitle: text(10_000).optional() }).nullish(),
  'journal-title': text(10_000).optional(),
  type: z.string().max(100).nullish(),
  'publication-date': ZPublicationDate,
  'external-ids': ZExternalIds,
  url: text(10_000).optional(),
};

export const ZOrcidWorksAnswer = z.object({
  group: z
    .array(z.object({ 'work-summary': z.array(z.object(workFields)).max(1_000) }))
    .max(100_000)
    .nullish(),
});
export type TOrcidWorksAnswer = z.output<typeof ZOrcidWorksAnswer>;

export const ZOrcidWorkAnswer = z.object(workFields);
export type TOrcidWorkAnswer = z.output<typeof ZOrcidWorkAnswer>;

/** A work as the import keeps it. */
export type OrcidWork = {
  putCode: number;
  title: string;
  workType: string | null;
  year: number | null;
  container: string | null;
  doi: string | null;
  isbn: string | null;
  url: string | null;
};

const clean = (s: string | null | undefined, max: number) => {
  const v = (s ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return v ? v.slice(0, max) : null;
};

/**
 * The work's own identifier of a type ('self'). ORCID marks the identifiers of what the work is part
 * of (the journal's ISSN, the book of a chapter) 'part-of': a chapter keeps its book's ISBN, never its DOI.
 */
function externalId(w: TOrcidWorkAnswer, type: string, partOf = false): string | null {
  const ids = (w['external-ids']?.['external-id'] ?? []).filter((e) => e['external-id-type'].toLowerCase() === type);
  const chosen = ids.find((e) => (e['external-id-relationship'] ?? 'self') === 'self') ?? (partOf ? ids[0] : undefined) ?? null;
  return chosen ? (chosen['external-id-normalized']?.value ?? chosen['external-id-value'] ?? null) : null;
}

const isbnOf = (raw: string | null) => {
  const v = raw?.replace(/[^0-9Xx-]/g, '').toUpperCase() ?? '';
  return v.replace(/-/g, '').length === 10 || v.replace(/-/g, '').length === 13 ? v.slice(0, WORK_LIMITS.isbn) : null;
};

/** The summary or detail of a work reduced to what the import keeps; null when it has no title (nothing to show). */
export function toWork(w: TOrcidWorkAnswer): OrcidWork | null {
  const title = clean(w.title?.title?.value, WORK_LIMITS.title);
  if (!title) return null;
  const year = Number(w['publication-date']?.year?.value ?? NaN);
  const doiRaw = externalId(w, 'doi');
  const url = clean(w.url?.value, WORK_LIMITS.url);
  return {
    putCode: w['put-code'],
    title,
    workType: clean(w.type?.toLowerCase(), WORK_LIMITS.workType),
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null,
    container: clean(w['journal-title']?.value, WORK_LIMITS.container),
    doi: doiRaw ? normalizeDoi(doiRaw) : null,
    isbn: isbnOf(externalId(w, 'isbn', true)),
    url: url && /^https?:\/\//i.test(url) ? url : null,
  };
}
