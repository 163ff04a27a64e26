import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { trigramIndex } from '../fold';

/*
 * Official codes are the ids: ISO 3166-1 alpha-3 for countries, DANE DIVIPOLA for departments and
 * cities. The lists are long (about 250 and 1,100 rows): the name (the default order of the
 * screens) and the parent code with the name (the selects filtered by parent, already in order)
 * are indexed. The search box's "contains, ignoring accents" cannot use a b-tree: the cities' names,
 * the longest list, also carry a trigram index of their folded text (src/db/fold.ts).
 */

export const countries = pgTable(
  'countries',
  {
    id: varchar('id', { length: 3 }).primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('countries_name_idx').on(t.name)],
);

export const departments = pgTable(
  'departments',
  {
    id: varchar('id', { length: 2 }).primaryKey(),
    countryId: varchar('country_id', { length: 3 }).notNull().references(() => countries.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('departments_country_idx').on(t.countryId, t.name), index('departments_name_idx').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: varchar('id', { length: 5 }).primaryKey(),
    departmentId: varchar('department_id', { length: 2 }).notNull().references(() => departments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('cities_department_idx').on(t.departmentId, t.name),
    index('cities_name_idx').on(t.name),
    trigramIndex('cities_name_trgm', t.name),
  ],
);
