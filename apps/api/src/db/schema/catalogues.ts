import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trigramIndex } from '../fold';
import { sectionals } from './sectionals';

/*
 * Reference catalogues. Names are unique regardless of case (`<table>_name_key`), so the API can
 * answer a duplicate with a clear message; references are RESTRICT, so a row still in use cannot
 * be deleted (the API answers 'Imposible Eliminar Registro'). The searched columns of the catalogues
 * that grow (subjects from the academic system, programs, groups, hotbeds) carry a trigram index of
 * their folded text, so the search box stays fast on large tables (src/db/fold.ts).
 */
const lowerName = (name: AnyPgColumn) => sql`lower(${name})`;

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    programSac: text('program_sac').notNull(),
    /** The subject's code in the academic system: the sync's key. */
    codesac: text('codesac').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('subjects_codesac_key').on(t.codesac),
    index('subjects_name_idx').on(t.name),
    trigramIndex('subjects_name_trgm', t.name),
    trigramIndex('subjects_program_sac_trgm', t.programSac),
    trigramIndex('subjects_codesac_trgm', t.codesac),
  ],
);

export const investigationLines = pgTable(
  'investigation_lines',
  { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
  (t) => [uniqueIndex('investigation_lines_name_key').on(lowerName(t.name))],
);

export const actionFields = pgTable(
  'action_fields',
  { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
  (t) => [uniqueIndex('action_fields_name_key').on(lowerName(t.name))],
);

export const strategyPeriods = pgTable(
  'strategy_periods',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    state: boolean('state').notNull().default(false),
  },
  (t) => [
    uniqueIndex('strategy_periods_name_key').on(sql`lower(${t.description})`),
    // The database itself guarantees at most one active period, even under concurrent saves.
    uniqueIndex('strategy_periods_one_active_key').on(t.state).where(sql`${t.state}`),
  ],
);

export const divisions = pgTable(
  'divisions',
  { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
  (t) => [uniqueIndex('divisions_name_key').on(lowerName(t.name))],
);

export const faculties = pgTable(
  'faculties',
  { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
  (t) => [uniqueIndex('faculties_name_key').on(lowerName(t.name))],
);

export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    codesac: integer('codesac'),
    name: text('name').notNull(),
    type: text('type'),
    /** The program accepts degree works (trabajos de grado). */
    degreeWork: boolean('degree_work').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('programs_codesac_key').on(t.codesac),
    index('programs_name_idx').on(t.name),
    trigramIndex('programs_name_trgm', t.name),
  ],
);

/** A sectional's tree: its divisions, each division's faculties, each faculty's programs. */
export const sectionalDivisions = pgTable(
  'sectional_divisions',
  {
    sectionalId: integer('sectional_id').notNull().references(() => sectionals.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').notNull().references(() => divisions.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.sectionalId, t.divisionId] }), index('sectional_divisions_division_idx').on(t.divisionId)],
);

export const sectionalFaculties = pgTable(
  'sectional_faculties',
  {
    sectionalId: integer('sectional_id').notNull(),
    divisionId: integer('division_id').notNull(),
    facultyId: integer('faculty_id').notNull().references(() => faculties.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.sectionalId, t.facultyId] }),
    foreignKey({
      name: 'sectional_faculties_division_fk',
      columns: [t.sectionalId, t.divisionId],
      foreignColumns: [sectionalDivisions.sectionalId, sectionalDivisions.divisionId],
    }).onDelete('cascade'),
    index('sectional_faculties_faculty_idx').on(t.facultyId),
  ],
);

export const sectionalPrograms = pgTable(
  'sectional_programs',
  {
    sectionalId: integer('sectional_id').notNull(),
    facultyId: integer('faculty_id').notNull(),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.sectionalId, t.programId] }),
    foreignKey({
      name: 'sectional_programs_faculty_fk',
      columns: [t.sectionalId, t.facultyId],
      foreignColumns: [sectionalFaculties.sectionalId, sectionalFaculties.facultyId],
    }).onDelete('cascade'),
    index('sectional_programs_program_idx').on(t.programId),
  ],
);

export const investigationGroups = pgTable(
  'investigation_groups',
  {
    id: serial('id').primaryKey(),
    sectionalId: integer('sectional_id').notNull().references(() => sectionals.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The group's code at Minciencias (formerly Colciencias), e.g. COL0012345. */
    colciencias: text('colciencias').notNull(),
    url: text('url'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('investigation_groups_name_key').on(lowerName(t.name)),
    uniqueIndex('investigation_groups_colciencias_key').on(sql`upper(${t.colciencias})`),
    index('investigation_groups_sectional_idx').on(t.sectionalId),
    trigramIndex('investigation_groups_name_trgm', t.name),
  ],
);

export const investigationGroupLines = pgTable(
  'investigation_group_lines',
  {
    groupId: integer('group_id').notNull().references(() => investigationGroups.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').notNull().references(() => investigationLines.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.lineId] }), index('investigation_group_lines_line_idx').on(t.lineId)],
);

export const researchHotbeds = pgTable(
  'research_hotbeds',
  {
    id: serial('id').primaryKey(),
    sectionalId: integer('sectional_id').notNull().references(() => sectionals.id, { onDelete: 'restrict' }),
    divisionId: integer('division_id').notNull().references(() => divisions.id, { onDelete: 'restrict' }),
    facultyId: integer('faculty_id').notNull().references(() => faculties.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('research_hotbeds_name_key').on(t.sectionalId, lowerName(t.name)),
    index('research_hotbeds_faculty_idx').on(t.facultyId),
    index('research_hotbeds_division_idx').on(t.divisionId),
    trigramIndex('research_hotbeds_name_trgm', t.name),
  ],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Which family of a project's expected results the type counts for (shared PRODUCT_FAMILIES), or null for none. */
    family: text('family'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('product_types_name_key').on(lowerName(t.name))],
);

export const products = pgTable(
  'products',
  { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
  (t) => [uniqueIndex('products_name_key').on(lowerName(t.name))],
);

/** Under which product type a product is offered, and for which hours intensity of a project. */
export const productTypeProducts = pgTable(
  'product_type_products',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id').notNull().references(() => productTypes.id, { onDelete: 'restrict' }),
    hours: integer('hours').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.productTypeId, t.hours] }),
    index('product_type_products_type_idx').on(t.productTypeId),
  ],
);

/** Economic sectors of productive-sector actors: sections of the CIIU Rev. 4 A.C. (DANE). */
export const economicSectors = pgTable(
  'economic_sectors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('economic_sectors_code_key').on(t.code)],
);
