import type { z } from 'zod';

/** Where the research module's catalogues answer (spec section 7: '/api/siiicca/<key>'). */
export const RESEARCH_API_BASE = '/api/siiicca';

/**
 * What every catalogue of the research module states first: its key, its API under /api/siiicca,
 * its schemas (what is written, what a list row holds) and, when it has an Excel export, the file's
 * name. The rest of the definition (noun, columns, form...) follows it in defineCatalogue.
 */
export function researchCatalogue<K extends string, C extends z.ZodType, R extends z.ZodType>(key: K, createSchema: C, rowSchema: R, exportFile?: string) {
  return { key, apiBase: RESEARCH_API_BASE, createSchema, rowSchema, ...(exportFile ? { exportFile } : {}) };
}
