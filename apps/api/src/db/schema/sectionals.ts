import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Sectionals and campuses of the university. Their division → faculty → program tree lives in
 * catalogues.ts (sectional_divisions, sectional_faculties, sectional_programs), next to those tables.
 */
export const sectionals = pgTable(
  'sectionals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone'),
    /** True for a sectional proper; false for a campus or site that depends on one. */
    isSectional: boolean('sectional').notNull().default(true),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('sectionals_name_key').on(sql`lower(${t.name})`)],
);
