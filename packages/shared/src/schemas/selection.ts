import { z } from 'zod';
import { MSG } from '../messages';
import { zId } from './bounds';
import { ZListQuerySchema } from './list';

/** At most this many ids in one bulk download's path; more are chosen with 'all' and the list's query. */
export const SELECTION_MAX = 1000;

/**
 * What a bulk download of a list takes (spec: `/strategyexcel/{json array of ids}`,
 * `/getexcel/{ids}`): the chosen ids, or every record the list's search and filters match ('all'),
 * read from `scope`, `q` and `filters` in the query string. Either way only records the user may
 * read are sent; a chosen id the user may not read answers 404.
 */
export type TSelection = { ids: number[] } | { all: true; scope: 'mine' | 'all'; q?: string; filters?: string };

/** The path and query of a bulk download of `base`. */
export function selectionUrl(base: string, sel: TSelection): string {
  if ('ids' in sel) return `${base}/${encodeURIComponent(JSON.stringify(sel.ids))}`;
  const query = new URLSearchParams({ scope: sel.scope });
  if (sel.q) query.set('q', sel.q);
  if (sel.filters) query.set('filters', sel.filters);
  return `${base}/all?${query.toString()}`;
}

const SELECTION_ID = '[1-9][0-9]{0,9}';
/** A selection as the path carries it: `all`, or a JSON array of 1 to SELECTION_MAX ids (whole numbers from 1). */
export const SELECTION_PATTERN = `^(all|\\[\\s*${SELECTION_ID}(\\s*,\\s*${SELECTION_ID}){0,${SELECTION_MAX - 1}}\\s*\\])$`;

/**
 * The `{ids}` path parameter: a JSON array of distinct ids (1 to SELECTION_MAX), or 'all'. The
 * array's own problems are reported in the list's words (`empty`, `tooLarge`), not folded into a
 * union's generic refusal.
 */
export function selectionParamSchema(messages: { empty: string; tooLarge: (max: number) => string }) {
  const ids = z
    .array(zId(MSG.invalidValue), { error: MSG.invalidValue })
    .min(1, messages.empty)
    .max(SELECTION_MAX, messages.tooLarge(SELECTION_MAX))
    .transform((list) => [...new Set(list)]);
  return z.object({
    ids: z
      .string()
      .max(SELECTION_MAX * 11 + 2, messages.tooLarge(SELECTION_MAX))
      // What the transform below accepts, as the API description states it (no zod check of its own:
      // the transform's refusals keep their own words).
      .meta({ pattern: SELECTION_PATTERN })
      .transform((text, ctx): 'all' | number[] => {
        if (text === 'all') return 'all';
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: MSG.invalidValue });
          return z.NEVER;
        }
        const checked = ids.safeParse(parsed);
        if (checked.success) return checked.data;
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? MSG.invalidValue });
        return z.NEVER;
      }),
  });
}

/** The query of an 'all' selection: whose list, and the list's own search and filters. */
export const ZSelectionQuerySchema = ZListQuerySchema.pick({ q: true, filters: true }).extend({
  scope: z.enum(['mine', 'all']).default('mine'),
});
