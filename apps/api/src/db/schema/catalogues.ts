import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRODUCT_FAMILIES } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
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

/** A catalogue that is only a name and whether it is offered. */
const namedCatalogue = <N extends string>(name: N) =>
  pgTable(
    name,
    { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
    (t) => [uniqueIndex(`${name}_name_key`).on(lowerName(t.name))],
  );

const requiredId = (column: string) => integer(column).notNull();
type TRequiredId = ReturnType<typeof requiredId>;
/** `faculty_id` → `faculty`, as the constraint names say it. */
const stem = (column: string) => column.replace(/_id$/, '');

/**
 * A level of a sectional's tree below its divisions: a child (faculty, program) offered in a
 * sectional under one parent of the level above, which must itself be in that sectional (deleting
 * the parent's row takes its children's); a child is offered once per sectional.
 */
function sectionalTreeLevel<P extends string, C extends string>(
  name: string,
  parent: { key: P; column: string; rows: () => [AnyPgColumn, AnyPgColumn] },
  child: { key: C; column: string; references: () => AnyPgColumn },
) {
  const columns = {
    sectionalId: requiredId('sectional_id'),
    [parent.key]: requiredId(parent.column),
    [child.key]: requiredId(child.column).references(child.references, { onDelete: 'restrict' }),
  } as { sectionalId: TRequiredId } & Record<P | C, TRequiredId>;
  return pgTable(name, columns, (t) => [
    primaryKey({ columns: [t.sectionalId, t[child.key]] }),
    foreignKey({ name: `${name}_${stem(parent.column)}_fk`, columns: [t.sectionalId, t[parent.key]], foreignColumns: parent.rows() }).onDelete('cascade'),
    index(`${name}_${stem(child.column)}_idx`).on(t[child.key]),
  ]);
}

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

export const investigationLines = namedCatalogue('investigation_lines');

export const actionFields = namedCatalogue('action_fields');

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

export const divisions = namedCatalogue('divisions');

export const faculties = namedCatalogue('faculties');

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

export const sectionalFaculties = sectionalTreeLevel(
  'sectional_faculties',
  { key: 'divisionId', column: 'division_id', rows: () => [sectionalDivisions.sectionalId, sectionalDivisions.divisionId] },
  { key: 'facultyId', column: 'faculty_id', references: () => faculties.id },
);

export const sectionalPrograms = sectionalTreeLevel(
  'sectional_programs',
  { key: 'facultyId', column: 'faculty_id', rows: () => [sectionalFaculties.sectionalId, sectionalFaculties.facultyId] },
  { key: 'programId', column: 'program_id', references: () => programs.id },
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
  (t) => [uniqueIndex('product_types_name_key').on(lowerName(t.name)), enumCheck('product_types_family', t.family, PRODUCT_FAMILIES, { nullable: true })],
);

export const products = namedCatalogue('products');

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
