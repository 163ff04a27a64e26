import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ACTOR_ROLES,
  ACTOR_STATES,
  ACTOR_TYPES,
  ID_TYPES,
  LEADER_TYPE,
  SECTORS,
  STRATEGY_KINDS,
  STRATEGY_STATES,
  STUDENT_LINKS,
  TEACHER_LINKS,
  THIRD_AUTH_SOURCE_IDS,
} from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { copyTrigramIndex, foldedCopy, keepsFolded } from '../fold';
import { users } from './accounts';
import {
  actionFields,
  divisions,
  economicSectors,
  faculties,
  investigationGroups,
  investigationLines,
  products,
  programs,
  researchHotbeds,
  strategyPeriods,
  subjects,
} from './catalogues';
import { cities, countries } from './geography';
import { sectionals } from './sectionals';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * People and organisations (terceros) as one owner's records name them (docs/people-data.md): one
 * row per owner and identification type and number, so a lecturer's save corrects a person only in
 * that lecturer's own records. A sealed row belongs to a record that was sent or finished and is never
 * written again; the owner's next save of that person makes a new row. `owner_id` null: kept data no
 * save writes (rows made outside a save).
 */
export const thirds = pgTable(
  'thirds',
  {
    id: serial('id').primaryKey(),
    typeId: text('type_id').notNull(),
    identification: text('identification').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    cvlac: text('cvlac'),
    orcid: text('orcid'),
    gooAcademico: text('goo_academico'),
    sectionalId: integer('sectional_id').references(() => sectionals.id, { onDelete: 'set null' }),
    facultyId: integer('faculty_id').references(() => faculties.id, { onDelete: 'set null' }),
    investigationGroupId: integer('investigation_group_id').references(() => investigationGroups.id, { onDelete: 'set null' }),
    link: text('link'),
    /** Organisations (type NIT) of projects' allies: legal representative, country, web page. */
    representative: text('representative'),
    countryId: varchar('country_id', { length: 3 }).references(() => countries.id, { onDelete: 'restrict' }),
    webPage: text('web_page'),
    /** The user whose records this row serves (whose saves write it). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Part of a sent or finished record: kept as it was sent, never updated. */
    sealed: boolean('sealed').notNull().default(false),
    /**
     * The e-mail / mobile was filled from a masked look-up value the owner may not see
     * (docs/people-data.md): shown masked to every viewer but an administrator and the person.
     */
    emailHidden: boolean('email_hidden').notNull().default(false),
    mobileHidden: boolean('mobile_hidden').notNull().default(false),
    /**
     * Where the person's authorisation to hold their data came from (Ley 1581, art. 9; Decreto 1377,
     * art. 7): one of THIRD_AUTH_SOURCES, and the day it was given (docs/personal-data-rights.md).
     */
    authSource: text('auth_source'),
    authDate: date('auth_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // The row a save writes: one open row per owner and person.
    uniqueIndex('thirds_owner_identification_key').on(t.ownerId, t.typeId, sql`upper(${t.identification})`).where(sql`not ${t.sealed}`),
    index('thirds_identification_idx').on(sql`upper(${t.identification})`),
    enumCheck('thirds_type_id', t.typeId, ID_TYPES),
    enumCheck('thirds_auth_source', t.authSource, THIRD_AUTH_SOURCE_IDS, { nullable: true }),
  ],
);

/**
 * A training strategy. Borrador rows are their owner's unfinished work: most columns may still be
 * empty, and `draft` holds the wizard's form as it was left (also for unsaved edits of a saved
 * strategy). 'Guardar' validates everything, writes the columns and children, and clears the draft.
 */
export const strategies = pgTable(
  'strategies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    periodId: integer('period_id').notNull().references(() => strategyPeriods.id, { onDelete: 'restrict' }),
    sectionalId: integer('sectional_id').references(() => sectionals.id, { onDelete: 'restrict' }),
    kind: text('strategy'),
    name: text('name').notNull().default(''),
    /** search_fold(name), stored: what the lists' search box and name filter compare (db/fold.ts). */
    nameFold: foldedCopy('name'),
    state: text('state').notNull().default('Borrador'),
    overallObjective: text('overall_objective'),
    specificGoal: text('specific_goal'),
    methodology: text('methodology'),
    duration: integer('duration'),
    problemNucleus: text('problem_nucleus'),
    conformationDate: date('conformation_date', { mode: 'string' }),
    reward: text('reward'),
    entityId: integer('entity_id').references(() => thirds.id, { onDelete: 'restrict' }),
    researchHotbedId: integer('research_hotbed_id').references(() => researchHotbeds.id, { onDelete: 'restrict' }),
    proyectName: text('proyect_name'),
    academicPeriod: text('academic_period'),
    /**
     * The last day of its term: the day it was created (Bogotá) plus `duration` months, less a day
     * (shared expirationDateOf), written on every save. Expiring (spec 'expiration = 1') is computed
     * from it, never stored: docs/decisions/006-strategy-expiration.md.
     */
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** Stored files: path under DATA_DIR/files, the name the user uploaded it with, its size. */
    approvementLetterPath: text('approvement_letter_path'),
    approvementLetterName: text('approvement_letter_name'),
    approvementLetterSize: integer('approvement_letter_size'),
    finalReportPath: text('final_report_path'),
    finalReportName: text('final_report_name'),
    finalReportSize: integer('final_report_size'),
    draft: jsonb('draft'),
    draftStep: integer('draft_step'),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('strategies_user_idx').on(t.userId, t.createdAt),
    /*
     * The lists' filters and counts read this narrow index alone (an index-only scan), never the
     * wide rows: state and kind lead (the filters used most), then every other column a list
     * filters, joins or sorts by without its text. Counting 6,000 matches of 100,000 strategies
     * this way takes 1 ms instead of 20-60 ms: docs/decisions/004-list-engine.md.
     */
    index('strategies_list_idx').on(t.state, t.kind, t.sectionalId, t.periodId, t.userId, t.createdAt, t.expirationDate, t.id),
    index('strategies_period_idx').on(t.periodId),
    // The same columns led by the creation date: its ranges ('Entre' on the creation date) read a slice
    // of this index alone, and a list sorted by it walks it.
    index('strategies_created_idx').on(t.createdAt, t.state, t.kind, t.sectionalId, t.periodId, t.userId, t.expirationDate, t.id),
    index('strategies_expiration_idx').on(t.expirationDate),
    copyTrigramIndex('strategies_name_fold_trgm', t.nameFold),
    // A page sorted by name, kind or state walks its index, then the id (the lists' tie-break), instead
    // of sorting every strategy: 90 ms at 100,000 strategies without them (issue 25).
    index('strategies_name_sort_idx').on(t.name, t.id),
    index('strategies_kind_sort_idx').on(t.kind, t.id),
    index('strategies_state_sort_idx').on(t.state, t.id),
    enumCheck('strategies_kind', t.kind, STRATEGY_KINDS, { nullable: true }),
    enumCheck('strategies_state', t.state, STRATEGY_STATES),
  ],
);
keepsFolded(strategies.name, strategies.nameFold);

/* The chosen rows of a strategy's multi-selects: one pivot table each. */
export const strategyDivisions = pgTable(
  'strategy_divisions',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').notNull().references(() => divisions.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.strategyId, t.divisionId] })],
);

export const strategyFaculties = pgTable(
  'strategy_faculties',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    facultyId: integer('faculty_id').notNull().references(() => faculties.id, { onDelete: 'restrict' }),
  },
  // Both directions read the index alone: a strategy's faculties, and a faculty's strategies (the 'faculty' filter).
  (t) => [primaryKey({ columns: [t.strategyId, t.facultyId] }), index('strategy_faculties_faculty_idx').on(t.facultyId, t.strategyId)],
);

export const strategyPrograms = pgTable(
  'strategy_programs',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  },
  // Both directions read the index alone: a strategy's programs, and a program's strategies (the 'program' filter).
  (t) => [primaryKey({ columns: [t.strategyId, t.programId] }), index('strategy_programs_program_idx').on(t.programId, t.strategyId)],
);

export const strategySubjects = pgTable(
  'strategy_subjects',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull().references(() => subjects.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.strategyId, t.subjectId] })],
);

export const strategyInvestigationLines = pgTable(
  'strategy_investigation_lines',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    investigationLineId: integer('investigation_line_id').notNull().references(() => investigationLines.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.strategyId, t.investigationLineId] })],
);

export const strategyActionFields = pgTable(
  'strategy_action_fields',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    actionFieldId: integer('action_field_id').notNull().references(() => actionFields.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.strategyId, t.actionFieldId] })],
);

export const strategyProducts = pgTable(
  'strategy_products',
  {
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.strategyId, t.productId] })],
);

export const strategyActivities = pgTable(
  'strategy_activities',
  {
    id: serial('id').primaryKey(),
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('strategy_activities_strategy_idx').on(t.strategyId, t.position)],
);

/** An actor: a person or organisation (third) taking part in a strategy as one type, with that type's fields. */
export const strategyActors = pgTable(
  'strategy_actors',
  {
    id: serial('id').primaryKey(),
    strategyId: integer('strategy_id').notNull().references(() => strategies.id, { onDelete: 'cascade' }),
    thirdId: integer('third_id').notNull().references(() => thirds.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    state: text('state').notNull().default('Activo'),
    rol: text('rol'),
    link: text('link'),
    sectionalId: integer('sectional_id').references(() => sectionals.id, { onDelete: 'restrict' }),
    facultyId: integer('faculty_id').references(() => faculties.id, { onDelete: 'restrict' }),
    investigationGroupId: integer('investigation_group_id').references(() => investigationGroups.id, { onDelete: 'restrict' }),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'restrict' }),
    semester: integer('semester'),
    entityName: text('entity_name'),
    actorName: text('actor_name'),
    actorPosition: text('actor_position'),
    email: text('email'),
    economicSectorId: integer('economic_sector_id').references(() => economicSectors.id, { onDelete: 'restrict' }),
    sector: text('sector'),
    countryId: varchar('country_id', { length: 3 }).references(() => countries.id, { onDelete: 'restrict' }),
    cityId: varchar('city_id', { length: 5 }).references(() => cities.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    // A person is an actor of a strategy once, whatever the type (spec: 'Actor Ya Existe como').
    uniqueIndex('strategy_actors_third_key').on(t.strategyId, t.thirdId),
    index('strategy_actors_third_idx').on(t.thirdId),
    enumCheck('strategy_actors_type', t.type, [LEADER_TYPE, ...ACTOR_TYPES]),
    enumCheck('strategy_actors_state', t.state, ACTOR_STATES),
    enumCheck('strategy_actors_rol', t.rol, ACTOR_ROLES, { nullable: true }),
    // A lecturer's link or a student's (the other types have none).
    enumCheck('strategy_actors_link', t.link, [...TEACHER_LINKS, ...STUDENT_LINKS], { nullable: true }),
    enumCheck('strategy_actors_sector', t.sector, SECTORS, { nullable: true }),
  ],
);

/** A graduate's programs and years of graduation (the programs sub-dialog). */
export const strategyActorPrograms = pgTable(
  'strategy_actor_programs',
  {
    actorId: integer('actor_id').notNull().references(() => strategyActors.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.programId] })],
);

/** Which research products each strategy kind may promise (selstrategy_products). */
export const strategyKindProducts = pgTable(
  'strategy_kind_products',
  {
    kind: text('kind').notNull(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.productId] }), enumCheck('strategy_kind_products_kind', t.kind, STRATEGY_KINDS)],
);

/**
 * History of records (strategies now, projects later): who did what and when, and which fields
 * changed from what to what. Written by the use cases in the same transaction as the change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_record_idx').on(t.recordType, t.recordId, t.createdAt)],
);
