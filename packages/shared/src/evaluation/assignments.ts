import { z } from 'zod';
import { MSG } from '../messages';
import { ASSIGNMENT_STATES } from './life';
import { PROJECT_STATES } from '../project-life';
import { listResponse, ZListQuerySchema } from '../schemas/list';
import { zId } from '../schemas/bounds';
import { zEmailAddress } from '../schemas/email';
import { USER_MSG } from '../schemas/users';

/*
 * Evaluators and the assignment of evaluators to the projects of a call (issue 28). Every route
 * needs `evaluations.manage`. A conflict of interest (CONFLICT_REASONS) keeps an evaluator from a
 * project, by hand and automatically.
 */

/** The HTTP paths of evaluators and assignments. */
export const EVAL_ASSIGNMENT_API = {
  /**
   * GET ZEvaluatorListQuerySchema → ZEvaluatorListSchema. POST ZAddEvaluatorSchema → ZMessageSchema: an existing
   * user gets the Evaluador profile (`user_id`), or a lecturer of the academic directory who has never signed in
   * (`identification`) gets their product user (as their first sign-in would make it) and the profile.
   */
  evaluators: '/api/siiicca/evaluators',
  /** DELETE: takes the Evaluador profile away → ZMessageSchema; 409 while they hold open assignments; 404 for a non-evaluator. */
  evaluator: (userId: number) => `/api/siiicca/evaluators/${userId}`,
  /** POST: a new invitation link for an invited evaluator without a password (the old link stops working) → ZMessageSchema; 409 when none is pending; 429 within a minute. */
  invitation: (userId: number) => `/api/siiicca/evaluators/${userId}/invitation`,
  /** POST ZInviteEvaluatorSchema: a new external evaluator (adm account without password) and the mail to set the password → 201 ZMessageSchema. */
  invite: '/api/siiicca/evaluators/invite',
  /**
   * GET ?q=: active users without the Evaluador profile, to add one (at most 20), and, when `q` is an
   * identification the academic directory knows as a lecturer without a product user, that lecturer → ZEvaluatorCandidateSchema[].
   */
  people: '/api/siiicca/evaluators/candidates',
  /** GET: the calls that have projects to evaluate (Enviado or En evaluación) → ZAssignmentCallSchema[]. */
  calls: '/api/siiicca/evaluation-assignments/calls',
  /** GET: a call's projects to evaluate with their assignments → ZAssignmentProjectSchema[]. */
  callProjects: (callId: number) => `/api/siiicca/evaluation-assignments/calls/${callId}/projects`,
  /** POST: the automatic assignment of the call → ZAutoAssignResultSchema. */
  auto: (callId: number) => `/api/siiicca/evaluation-assignments/calls/${callId}/auto`,
  /** GET: one project's row (the ?project= address) → ZAssignmentProjectSchema. */
  project: (projectId: number) => `/api/siiicca/evaluation-assignments/projects/${projectId}`,
  /** GET: the evaluators who may be assigned to the project (no conflict), least loaded first → ZEvaluatorChoiceSchema[]. */
  choices: (projectId: number) => `/api/siiicca/evaluation-assignments/projects/${projectId}/evaluators`,
  /** POST ZAssignSchema → 201 ZMessageSchema; 400 with the conflict's reason. */
  assign: '/api/siiicca/evaluation-assignments',
  /** DELETE: removes an assignment without an evaluation → ZMessageSchema. */
  one: (id: number) => `/api/siiicca/evaluation-assignments/${id}`,
} as const;

/** The states of a project whose evaluators may be assigned. */
export const ASSIGNABLE_PROJECT_STATES = ['Enviado', 'En evaluación'] as const satisfies readonly (typeof PROJECT_STATES)[number][];
/** The assignment states that count toward a project's evaluators and an evaluator's load. */
export const OPEN_ASSIGNMENT_STATES = ['Asignada', 'Aceptada'] as const;
/** A call without evaluation settings asks this many evaluators per project. */
export const DEFAULT_EVALUATORS_PER_PROJECT = 2;

/** Why an evaluator may not evaluate a project, in Spanish. */
export const CONFLICT_REASONS = {
  owner: 'Es el docente que registró el proyecto',
  investigator: 'Es investigador o aliado del proyecto',
  group: 'Pertenece al mismo grupo de investigación que los investigadores del proyecto',
  declared: 'Declaró un conflicto de interés o rechazó la evaluación de este proyecto',
  assigned: 'Ya está asignado a este proyecto',
} as const;
export type TConflictReason = keyof typeof CONFLICT_REASONS;

export const EVAL_ASSIGNMENT_MSG = {
  evaluatorAdded: 'El usuario ahora es evaluador',
  alreadyEvaluator: 'El usuario ya es evaluador',
  userNotFound: 'El usuario no existe o está inactivo',
  invited: 'Se creó el evaluador externo y se le envió el correo para asignar su contraseña',
  emailTaken: USER_MSG.emailTaken,
  identityTaken: USER_MSG.identityTaken,
  assigned: 'Evaluador asignado',
  assignFailed: 'Ha Ocurrido un Error al asignar los evaluadores',
  inviteFailed: 'Ha Ocurrido un Error al registrar el evaluador',
  removed: 'Asignación eliminada',
  removedLast: 'Asignación eliminada: el proyecto no tiene otro evaluador y vuelve a Enviado',
  lastRemovedReason: 'Se retiró su única asignación de evaluación',
  projectNotFound: 'El proyecto no existe',
  callNotFound: 'La convocatoria no existe',
  evaluatorNotFound: 'El evaluador no existe o está inactivo',
  assignmentNotFound: 'La asignación no existe',
  notAssignable: 'Solo se asignan evaluadores a proyectos en estado Enviado o En evaluación',
  hasEvaluation: 'No se puede eliminar: el evaluador ya registró una evaluación',
  declinedStays: 'Una asignación rechazada o con conflicto de interés se conserva: impide volver a asignar a ese evaluador en este proyecto',
  conflict: (reason: string) => `No se puede asignar este evaluador: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
  autoDone: (n: number) => (n === 1 ? 'Se asignó 1 evaluador' : `Se asignaron ${n} evaluadores`),
  incomplete: (missing: number) =>
    missing === 1
      ? 'Falta 1 evaluador: no hay más evaluadores sin conflicto de interés'
      : `Faltan ${missing} evaluadores: no hay más evaluadores sin conflicto de interés`,
  noEvaluators: 'No hay evaluadores activos con el perfil Evaluador',
  evaluatorRemoved: 'Se quitó el perfil Evaluador',
  removeEvaluatorFailed: 'Ha Ocurrido un Error al quitar el perfil Evaluador',
  notEvaluator: 'El evaluador no existe',
  hasOpenAssignments: (n: number) =>
    n === 1
      ? 'No se puede quitar el perfil Evaluador: tiene 1 asignación abierta. Elimínela o reasígnela en Asignación de Evaluadores, o espere a que envíe su evaluación'
      : `No se puede quitar el perfil Evaluador: tiene ${n} asignaciones abiertas. Elimínelas o reasígnelas en Asignación de Evaluadores, o espere a que envíe sus evaluaciones`,
  invitationResent: 'Se envió una nueva invitación; el enlace anterior ya no funciona',
  noPendingInvitation: 'El evaluador ya asignó su contraseña: no tiene una invitación pendiente',
  invitationThrottled: 'Ya se envió una invitación a este evaluador hace menos de un minuto. Espere un minuto e intente nuevamente.',
  notInDirectory: 'No se encontró un docente con esa identificación en el directorio académico',
  chooseOne: 'Elija un docente',
  directoryFailed: 'El directorio académico no responde. Intente de nuevo en unos minutos',
  directoryNoEmail: 'El directorio académico no tiene un correo para este docente: no se puede agregar como evaluador',
} as const;

/** Interno: a lecturer of the university (academic account); Externo: an invited person (product account). */
export const EVALUATOR_KINDS = ['Interno', 'Externo'] as const;

export const ZEvaluatorRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(EVALUATOR_KINDS),
  active: z.boolean(),
  /** Asignada or Aceptada without a submitted evaluation. */
  open_assignments: z.number(),
  /** An invited evaluator who has not set a password yet. */
  pending_password: z.boolean(),
});
export type TEvaluatorRow = z.infer<typeof ZEvaluatorRowSchema>;
export const ZEvaluatorListQuerySchema = ZListQuerySchema.pick({ page: true, per_page: true, q: true });
export const ZEvaluatorListSchema = listResponse(ZEvaluatorRowSchema);
export type TEvaluatorList = z.infer<typeof ZEvaluatorListSchema>;

/** A user (`user_id`), or a lecturer of the academic directory without a product user yet (`identification`). */
export const ZAddEvaluatorSchema = z
  .object({
    user_id: zId(MSG.required).optional(),
    identification: z.string().trim().regex(/^\d{1,20}$/, USER_MSG.numbersOnly).optional(),
  })
  .refine((v) => (v.user_id === undefined) !== (v.identification === undefined), { error: EVAL_ASSIGNMENT_MSG.chooseOne, path: ['user_id'] })
  // The refinement as the API description states it: exactly one of the two.
  .meta({ oneOf: [{ required: ['user_id'] }, { required: ['identification'] }] });
export type TAddEvaluator = z.infer<typeof ZAddEvaluatorSchema>;
export const ZUserPickSchema = z.object({ id: z.number(), name: z.string(), email: z.string(), kind: z.enum(EVALUATOR_KINDS) });
export type TUserPick = z.infer<typeof ZUserPickSchema>;
/** Who may be added as evaluator: a user (`id`), or a lecturer of the academic directory who has never signed in (`id` null). */
export const ZEvaluatorCandidateSchema = ZUserPickSchema.extend({ id: z.number().nullable(), identification: z.string().nullable() });
export type TEvaluatorCandidate = z.infer<typeof ZEvaluatorCandidateSchema>;
export const ZPeopleQuerySchema = z.object({ q: z.string().trim().max(100, MSG.max(100)).optional() });

export const ZInviteEvaluatorSchema = z.object({
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(150, USER_MSG.max150),
  email: zEmailAddress({ required: MSG.required, invalid: USER_MSG.invalidEmail }).transform((v) => v.toLowerCase()),
  identity: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .regex(/^\d+$/, USER_MSG.numbersOnly)
    .max(20, USER_MSG.max20Digits),
});
export type TInviteEvaluator = z.input<typeof ZInviteEvaluatorSchema>;

export const ZAssignSchema = z.object({ project_id: zId(MSG.required), evaluator_id: zId(MSG.required) });
export type TAssign = z.infer<typeof ZAssignSchema>;

export const ZAssignmentCallSchema = z.object({ id: z.number(), name: z.string(), projects: z.number(), evaluators_per_project: z.number() });
export type TAssignmentCall = z.infer<typeof ZAssignmentCallSchema>;

export const ZAssignmentSchema = z.object({
  id: z.number(),
  evaluator: z.object({ id: z.number(), name: z.string() }),
  state: z.enum(ASSIGNMENT_STATES),
  decline_reason: z.string().nullable(),
  /** An evaluation exists (draft or submitted): the assignment can no longer be removed. */
  has_evaluation: z.boolean(),
});
export type TAssignment = z.infer<typeof ZAssignmentSchema>;

export const ZAssignmentProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  state: z.enum(PROJECT_STATES),
  announcement_id: z.number(),
  owner: z.string(),
  evaluators_per_project: z.number(),
  assignments: z.array(ZAssignmentSchema),
});
export type TAssignmentProject = z.infer<typeof ZAssignmentProjectSchema>;

export const ZEvaluatorChoiceSchema = z.object({ id: z.number(), name: z.string(), email: z.string(), open_assignments: z.number() });
export type TEvaluatorChoice = z.infer<typeof ZEvaluatorChoiceSchema>;

export const ZAutoAssignResultSchema = z.object({
  message: z.string(),
  assigned: z.number(),
  incomplete: z.array(z.object({ id: z.number(), title: z.string(), missing: z.number(), reason: z.string() })),
});
export type TAutoAssignResult = z.infer<typeof ZAutoAssignResultSchema>;
