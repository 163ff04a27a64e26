import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ASSIGNMENT_STATES, PROJECT_STATES } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { users } from './accounts';
import { announcements } from './announcements';
import { projects } from './projects';

/*
 * The evaluation stage of a project (issue 28, docs/evaluation.md): after Enviado a project is
 * evaluated by peers against its call's criteria, decided (Aprobado, Ajustes solicitados, Rechazado)
 * and, when approved, given its numbered acta de aprobación.
 */

/**
 * How a call's projects are evaluated, defined by an administrator before the call's end date. One
 * row per call that has it (a call without one has no evaluation settings yet).
 */
export const callEvaluationSettings = pgTable(
  'call_evaluation_settings',
  {
    announcementId: integer('announcement_id')
      .primaryKey()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** On the 0–100 weighted scale: Σ weight × (score − min) / (max − min). */
    passingScore: numeric('passing_score', { precision: 5, scale: 2, mode: 'number' }).notNull().default(60),
    evaluatorsPerProject: integer('evaluators_per_project').notNull().default(2),
    /** The last day evaluators may submit (Bogotá's calendar). */
    deadline: date('deadline', { mode: 'string' }),
    /** Evaluators do not see the names of investigators or allies (screen, PDF, documents' names). */
    blind: boolean('blind').notNull().default(false),
    /** Two evaluators' weighted scores further apart than this (0–100 scale) are flagged. */
    divergenceMargin: numeric('divergence_margin', { precision: 5, scale: 2, mode: 'number' }).notNull().default(20),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('call_evaluation_settings_passing', sql`${t.passingScore} between 0 and 100`),
    check('call_evaluation_settings_evaluators', sql`${t.evaluatorsPerProject} between 1 and 10`),
    check('call_evaluation_settings_margin', sql`${t.divergenceMargin} between 0 and 100`),
  ],
);

/** A criterion of a call: its weight (a call's weights add up to 100) and its score scale. */
export const callCriteria = pgTable(
  'call_criteria',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    weight: integer('weight').notNull(),
    scaleMin: integer('scale_min').notNull().default(0),
    scaleMax: integer('scale_max').notNull(),
    /** Scores are whole numbers of the scale (true), or may carry up to two decimals (false). */
    wholeSteps: boolean('whole_steps').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('call_criteria_name_key').on(t.announcementId, sql`lower(${t.name})`),
    check('call_criteria_weight', sql`${t.weight} between 1 and 100`),
    check('call_criteria_scale', sql`${t.scaleMin} >= 0 and ${t.scaleMax} > ${t.scaleMin} and ${t.scaleMax} <= 1000`),
  ],
);

/**
 * An evaluator asked to evaluate a project. The row stays whatever its state: a declined or
 * conflicted assignment is what keeps that person from being assigned to the project again.
 * state: Asignada → Aceptada | Rechazada (decline_reason) | Conflicto (decline_reason); Aceptada → Conflicto.
 */
export const evaluationAssignments = pgTable(
  'evaluation_assignments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('Asignada'),
    declineReason: text('decline_reason'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Reminder mails, once each: three days before the deadline, and on the deadline day. */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_assignments_key').on(t.projectId, t.evaluatorId),
    // An evaluator's open load (automatic assignment) and their list (Mis evaluaciones).
    index('evaluation_assignments_evaluator_idx').on(t.evaluatorId, t.state),
    enumCheck('evaluation_assignments_state', t.state, ASSIGNMENT_STATES),
  ],
);

/**
 * An evaluator's evaluation of a project in one round (a project sent again after 'Ajustes
 * solicitados' goes back to the same evaluators in the next round). A draft until submitted_at is
 * set; a submitted evaluation never changes.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => evaluationAssignments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    generalComment: text('general_comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('evaluations_round_key').on(t.assignmentId, t.round)],
);

/** A score per criterion, with its comment. */
export const evaluationScores = pgTable(
  'evaluation_scores',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => callCriteria.id, { onDelete: 'restrict' }),
    score: numeric('score', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [uniqueIndex('evaluation_scores_key').on(t.evaluationId, t.criterionId), index('evaluation_scores_criterion_idx').on(t.criterionId)],
);

/**
 * Every change of a project's state: who, when, from, to, and why. Append-only: the database
 * refuses UPDATE and DELETE on it (trigger in migration 0017), so a project with a history cannot be
 * deleted either.
 */
export const projectTransitions = pgTable(
  'project_transitions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'no action' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'no action' }),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_transitions_project_idx').on(t.projectId, t.id),
    enumCheck('project_transitions_from_state', t.fromState, PROJECT_STATES),
    enumCheck('project_transitions_to_state', t.toState, PROJECT_STATES),
  ],
);

/** The acta de aprobación of an approved project: numbered per call and year, from 1. */
export const projectApprovals = pgTable(
  'project_approvals',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'no action' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'no action' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** The weighted mean score (0–100) and the justification when it was approved. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    /** The call's passing score (0–100) when it was approved: the acta shows it beside the score. */
    passingScore: numeric('passing_score', { precision: 5, scale: 2, mode: 'number' }),
    justification: text('justification').notNull(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'no action' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_approvals_number_key').on(t.announcementId, t.year, t.number)],
);
