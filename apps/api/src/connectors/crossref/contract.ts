import { z } from 'zod';
import { DOI_LIMITS } from '@siiicca/shared';

/**
 * Crossref's answer to `GET /works/{doi}` (REST API, https://api.crossref.org/swagger-ui/index.html):
 * `{ status: 'ok', 'message-type': 'work', message: { DOI, type, title: [...], 'container-title': [...],
 * issued: { 'date-parts': [[year, month, day]] }, ISBN: [...], URL, ... } }`. Only the fields used are
 * read; each is bounded, and an answer outside this shape is a broken answer (503).
 */
const texts = z.array(z.string().max(5_000)).max(100).optional();
const dateParts = z.object({ 'date-parts': z.array(z.array(z.number().int().nullable()).max(3)).max(10) }).partial().optional();

export const ZCrossrefWorkAnswer = z.object({
  status: z.literal('ok'),
  'message-type': z.literal('work'),
  message: z.object({
    DOI: z.string().min(1).max(DOI_LIMITS.doi),
    type: z.string().max(100).optional(),
    title: texts,
    'container-title': texts,
    issued: dateParts,
    published: dateParts,
    'published-print': dateParts,
    'published-online': dateParts,
    ISBN: texts,
    URL: z.string().max(2048).optional(),
  }),
});

export type CrossrefWork = {
  doi: string;
  title: string;
  container: string | null;
  year: number | null;
  type: string | null;
  isbn: string | null;
  url: string | null;
};

const clean = (s: string | undefined, max: number) => {
  // Crossref titles may carry JATS/HTML markup (<i>, <sub>...) and line breaks.
  const v = (s ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return v ? v.slice(0, max) : null;
};

/** The year of the first date given: issued, then published, print, online. */
function yearOf(m: z.output<typeof ZCrossrefWorkAnswer>['message']): number | null {
  for (const d of [m.issued, m.published, m['published-print'], m['published-online']]) {
    const y = d?.['date-parts']?.[0]?.[0];
    if (typeof y === 'number' && y >= 1000 && y <= 9999) return y;
  }
  return null;
}

export function toWork(a: z.output<typeof ZCrossrefWorkAnswer>): CrossrefWork {
  const m = a.message;
  const url = m.URL && /^https?:\/\//i.test(m.URL) ? m.URL : null;
  return {
    doi: m.DOI.toLowerCase(),
    title: clean(m.title?.[0], DOI_LIMITS.title) ?? m.DOI,
    container: clean(m['container-title']?.[0], DOI_LIMITS.container),
    year: yearOf(m),
    type: clean(m.type, DOI_LIMITS.type),
    isbn: clean(m.ISBN?.[0], 20),
    url,
  };
}
