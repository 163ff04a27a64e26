import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productTypes, products } from './catalogues';

/**
 * Researchers' works (issue 44): what a researcher published, imported from ORCID's public API, filled
 * from Crossref by DOI, or typed by hand. The researcher is a product user (lecturer or not). A new
 * import updates a work instead of adding it twice: the same DOI, else the same ORCID put-code, else
 * the same normalised title (`title_key`) and year.
 */
export const researcherWorks = pgTable(
  'researcher_works',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'orcid', 'crossref' or 'manual'. */
    source: text('source', { enum: ['orcid', 'crossref', 'manual'] }).notNull(),
    title: text('title').notNull(),
    /** The ORCID/Crossref work type as given ('journal-article', 'book-chapter'…): the key of work_type_mappings. */
    workType: text('work_type'),
    year: integer('year'),
    /** The journal's or publisher's name. */
    container: text('container'),
    /** Normalised: lower case, without the https://doi.org/ prefix. */
    doi: text('doi'),
    isbn: text('isbn'),
    url: text('url'),
    orcidPutCode: bigint('orcid_put_code', { mode: 'number' }),
    /** The title folded (lower case, no accents, punctuation or repeated spaces): the last dedupe key, with the year. */
    titleKey: text('title_key').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('researcher_works_source', sql`${t.source} in ('orcid', 'crossref', 'manual')`),
    check('researcher_works_year', sql`${t.year} between 1900 and 2100`),
    uniqueIndex('researcher_works_doi_key').on(t.userId, t.doi).where(sql`${t.doi} is not null`),
    uniqueIndex('researcher_works_put_code_key').on(t.userId, t.orcidPutCode).where(sql`${t.orcidPutCode} is not null`),
    index('researcher_works_title_idx').on(t.userId, t.titleKey, t.year),
  ],
);

/**
 * Which Minciencias product type (and, when one fits, which product of the catalogue) an ORCID or
 * Crossref work type counts as. Seeded from the catalogue by name; the office edits it.
 */
export const workTypeMappings = pgTable('work_type_mappings', {
  workType: text('work_type').primaryKey(),
  productTypeId: integer('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
