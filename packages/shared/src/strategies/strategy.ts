import { z } from 'zod';
import { zDate, zOptionalText, zRequiredText } from '../catalogues/fields';
import { MSG } from '../messages';
import { BOUNDS, lacksVersion, zId, zInt, zList, zVersion, zWhole } from '../schemas/bounds';
import { fieldErrors } from '../schemas/field-errors';
import { duplicateActor, ZActorSchema } from './actors';
import { ACTOR_TYPES, LEADER_TYPE, STRATEGY_KINDS, type TStrategyKind } from './enums';
import { actorTypesFor, fieldsFor, type TKindFields } from './kinds';
import { STRATEGY_MSG } from './messages';
import { ZLeaderSchema, ZOrganisationSchema } from '../people';

/** Limits of a strategy's own fields (spec: name under 250; the rest are the product's). */
export const STRATEGY_LIMITS = {
  name: 250,
  longText: 4000,
  reward: 1000,
  proyectName: 250,
  academicPeriod: 20,
  activity: 2000,
  durationMonths: 120,
  actors: 300,
  activities: 200,
  products: 100,
  /** Activities and graduate programs are listed 30 to a page (spec section 9). */
  listPage: 30,
} as const;

const required = { error: STRATEGY_MSG.required };
/** A year and its term, as the university names its periods: '2026-1', '2026-2' (and up to 4 terms). */
export const ACADEMIC_PERIOD = /^(19|20)\d{2}-[1-4]$/;
const chosen = (noun: string, max: number = BOUNDS.listMax) =>
  zList(zId(), max, noun)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Elemento repetido en la lista');
const optionalId = () => zId().nullish().transform((v) => v ?? null);

/** An activity of the Activities sub-screen: one multiline 'Actividad'. */
export const ZActivitySchema = z.object({
  id: zId().optional(),
  description: zRequiredText(STRATEGY_LIMITS.activity),
});
export type TActivityInput = z.input<typeof ZActivitySchema>;

/** The entity a collective works with (a company, a public body): NIT and name. */
export const ZStrategyEntitySchema = ZOrganisationSchema.pick({ type_id: true, identification: true, name: true });

/** Every field of the wizard, as the form holds it and `POST /api/siiicca/strategies` receives it. */
const ZStrategyFields = z.object({
  id: zId().optional(),
  /** The `version` the editor read: required with `id` (lacksVersion, 428); an older one is a 409. */
  version: z.string().max(128).nullish(),
  // 1. Registration
  sectional_id: zId(),
  strategy: z.enum(STRATEGY_KINDS, required),
  // 2. Leading lecturer
  leader: ZLeaderSchema,
  // 3. General information
  divisions: chosen('divisiones').refine((v) => v.length > 0, STRATEGY_MSG.required),
  faculties: chosen('facultades').refine((v) => v.length > 0, STRATEGY_MSG.required),
  programs: chosen('programas').refine((v) => v.length > 0, STRATEGY_MSG.required),
  name: zRequiredText(STRATEGY_LIMITS.name),
  overall_objective: zOptionalText(STRATEGY_LIMITS.longText),
  specific_goal: zOptionalText(STRATEGY_LIMITS.longText),
  methodology: zRequiredText(STRATEGY_LIMITS.longText),
  duration: zWhole(1, STRATEGY_LIMITS.durationMonths, { maxMessage: `Máximo ${STRATEGY_LIMITS.durationMonths} meses` }),
  problem_nucleus: zOptionalText(STRATEGY_LIMITS.longText),
  conformation_date: zDate().nullish().transform((v) => v ?? null),
  reward: zOptionalText(STRATEGY_LIMITS.reward),
  entity: ZStrategyEntitySchema.nullish().transform((v) => v ?? null),
  research_hotbed_id: optionalId(),
  proyect_name: zOptionalText(STRATEGY_LIMITS.proyectName),
  subjects: chosen('asignaturas'),
  investigation_lines: chosen('líneas de investigación').refine((v) => v.length > 0, STRATEGY_MSG.required),
  action_fields: chosen('campos de acción').refine((v) => v.length > 0, STRATEGY_MSG.required),
  academic_period: zRequiredText(STRATEGY_LIMITS.academicPeriod).pipe(z.string().regex(ACADEMIC_PERIOD, STRATEGY_MSG.academicPeriodFormat)),
  // 4-9. Actors (the leader is added to them on save)
  actors: zList(ZActorSchema, STRATEGY_LIMITS.actors, 'actores').default([]),
  // 10. Expected products and activities
  products: chosen('productos', STRATEGY_LIMITS.products).refine((v) => v.length > 0, STRATEGY_MSG.productMissing),
  activities: zList(ZActivitySchema, STRATEGY_LIMITS.activities, 'actividades').min(1, STRATEGY_MSG.activityMissing),
  /** True to remove the stored approval letter (a new file replaces it by itself). */
  remove_approvement_letter: z.boolean().default(false),
});

/** Which kind-dependent field is required for a kind (the rest of `fieldsFor` is optional). */
const REQUIRED_WHEN_APPLICABLE: (keyof TKindFields)[] = [
  'subjects',
  'overall_objective',
  'specific_goal',
  'conformation_date',
  'problem_nucleus',
  'research_hotbed_id',
];

const EMPTY: Record<keyof TKindFields, null | []> = {
  subjects: [],
  overall_objective: null,
  specific_goal: null,
  conformation_date: null,
  problem_nucleus: null,
  reward: null,
  entity: null,
  research_hotbed_id: null,
  proyect_name: null,
};

/**
 * The whole strategy, validated the same way by the wizard and by the server: the kind decides
 * which conditional fields are required, the ones that do not apply are cleared (as are actors of
 * the types it does not register), and no person is an actor twice (the leader included).
 */
/** The kind's required conditional fields that are empty in `s` (none while the kind is unknown). */
function missingKindFields(s: Record<string, unknown>): (keyof TKindFields)[] {
  const kind = s.strategy;
  if (!STRATEGY_KINDS.includes(kind as TStrategyKind)) return [];
  const applies = fieldsFor(kind as TStrategyKind);
  return REQUIRED_WHEN_APPLICABLE.filter((field) => {
    const value = s[field];
    const empty = value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    return applies[field] && empty;
  });
}

type TPerson = { type: string; third: { type_id: string; identification: string } };
const isPerson = (v: unknown): v is TPerson['third'] =>
  !!v && typeof v === 'object' && typeof (v as TPerson['third']).type_id === 'string' && typeof (v as TPerson['third']).identification === 'string';

/** Every actor who is already the leader or an earlier actor: 'Actor Ya Existe como: {type}' at its identification. */
function duplicateActors(s: { leader?: unknown; actors?: unknown }): { path: PropertyKey[]; message: string }[] {
  if (!Array.isArray(s.actors)) return [];
  const people: TPerson[] = isPerson(s.leader) && s.leader.identification.trim() ? [{ type: LEADER_TYPE, third: s.leader }] : [];
  const offset = people.length;
  for (const a of s.actors as { type?: unknown; third?: unknown }[]) people.push({ type: String(a?.type ?? ''), third: isPerson(a?.third) ? a.third : { type_id: '', identification: '' } });
  const found: { path: PropertyKey[]; message: string }[] = [];
  people.slice(offset).forEach((actor, i) => {
    if (!actor.third.identification.trim()) return;
    const clash = duplicateActor(actor, people, i + offset);
    if (clash) found.push({ path: ['actors', i, 'third', 'identification'], message: clash });
  });
  return found;
}

export const ZStrategySchema = ZStrategyFields.superRefine((s, ctx) => {
  if (lacksVersion(s)) ctx.addIssue({ code: 'custom', path: ['version'], message: MSG.versionRequired });
  for (const field of missingKindFields(s)) ctx.addIssue({ code: 'custom', path: [field], message: STRATEGY_MSG.required });
  for (const issue of duplicateActors(s)) ctx.addIssue({ code: 'custom', ...issue });
}).transform((s) => {
  const applies = fieldsFor(s.strategy);
  const cleared = Object.fromEntries(Object.entries(EMPTY).filter(([field]) => !applies[field as keyof TKindFields]));
  // Actors of a type the kind does not register (its step is hidden) go, like the fields that do not apply.
  const types: string[] = actorTypesFor(s.strategy);
  return { ...s, ...cleared, actors: s.actors.filter((a) => types.includes(a.type)) };
}).describe(
  'A strategy to save. Rules beyond this schema (400 with the problems, by field): `version` is required with `id` (428 without it); the fields of the kind in `strategy` are required and those of other kinds ignored; no actor may have the identification of the leader or of another actor.',
);
export type TStrategyInput = z.input<typeof ZStrategySchema>;
export type TStrategy = z.output<typeof ZStrategySchema>;

export type TStrategyProblems = {
  /** The save checks of spec section 5, each once, in the spec's order. */
  problems: string[];
  /** Every field's messages, by path ('leader.email', 'actors.2.third.identification'). */
  errors: Record<string, string[]>;
};

/** 'Actor Ya Existe como: {type}' for every type: a refusal the save names itself, not a missing field. */
const DUPLICATE_ACTOR = new Set<string>([LEADER_TYPE, ...ACTOR_TYPES].map((type) => STRATEGY_MSG.actorExists(type)));

/**
 * Checks a whole strategy before 'Guardar' and answers every problem at once: the leader, at least
 * one activity, at least one product, then 'Debe llenar los campos obligatorios' for anything else.
 */
export function strategyProblems(input: unknown): TStrategyProblems | null {
  const parsed = ZStrategySchema.safeParse(input);
  if (parsed.success) return null;
  const found = new Set<string>();
  const issues: { path: PropertyKey[]; message: string; code?: string; origin?: string }[] = [...parsed.error.issues];
  // zod runs the kind's rules only once every common field is valid; the user sees all at once.
  const raw = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  for (const field of missingKindFields(raw)) {
    if (!issues.some((i) => i.path[0] === field)) issues.push({ path: [field], message: STRATEGY_MSG.required });
  }
  if (lacksVersion(raw) && !issues.some((i) => i.path[0] === 'version')) issues.push({ path: ['version'], message: MSG.versionRequired });
  const same = (a: PropertyKey[], b: PropertyKey[]) => a.join('.') === b.join('.');
  for (const issue of duplicateActors(raw)) if (!issues.some((i) => same(i.path, issue.path) && i.message === issue.message)) issues.push(issue);
  // A list past its maximum says so in its own words, never 'Debe agregar al menos 1 actividad'.
  const own = new Set<string>();
  for (const issue of issues) {
    const head = String(issue.path[0] ?? '');
    // A person already in the strategy is said in the spec's words, never as 'Debe llenar los campos obligatorios'.
    if ((issue.code === 'too_big' && issue.origin === 'array') || head === 'version' || DUPLICATE_ACTOR.has(issue.message)) own.add(issue.message);
    else if (head === 'leader') found.add(STRATEGY_MSG.leaderMissing);
    else if (head === 'activities' && issue.path.length === 1) found.add(STRATEGY_MSG.activityMissing);
    else if (head === 'products' && issue.path.length === 1) found.add(STRATEGY_MSG.productMissing);
    else found.add(STRATEGY_MSG.formInvalid);
  }
  const order = [STRATEGY_MSG.leaderMissing, STRATEGY_MSG.activityMissing, STRATEGY_MSG.productMissing, STRATEGY_MSG.formInvalid];
  return { problems: [...own, ...order.filter((m) => found.has(m))], errors: fieldErrors(issues) };
}

/** Which wizard step holds a field, so the wizard can show a step's errors and jump to the first. */
export const STEP_OF_FIELD: Record<string, number> = {
  sectional_id: 1,
  strategy: 1,
  leader: 2,
  divisions: 3,
  faculties: 3,
  programs: 3,
  name: 3,
  overall_objective: 3,
  specific_goal: 3,
  methodology: 3,
  duration: 3,
  problem_nucleus: 3,
  conformation_date: 3,
  reward: 3,
  entity: 3,
  research_hotbed_id: 3,
  proyect_name: 3,
  subjects: 3,
  investigation_lines: 3,
  action_fields: 3,
  academic_period: 3,
  products: 10,
  activities: 10,
};

/** The step of an error path: actors go to their type's step. */
export function stepOfPath(path: string, actors: { type: string }[] = []): number {
  const [head, index] = path.split('.');
  if (head === 'actors') {
    const type = actors[Number(index)]?.type;
    const steps: Record<string, number> = { Docente: 4, Egresado: 5, Estudiante: 6, 'Sector Productivo': 7, Estado: 8, 'Sociedad Civil': 9 };
    return (type && steps[type]) || 4;
  }
  return STEP_OF_FIELD[head ?? ''] ?? 1;
}

/**
 * A draft as the wizard keeps it while the user moves between steps: whatever the form holds, and
 * the step shown. Kept as it is (JSON); `restoreStrategyDraft` reads it back field by field.
 */
export const ZStrategyDraftSchema = z.object({
  id: zId().optional(),
  step: zInt(1, STRATEGY_MSG.required).max(10, STRATEGY_MSG.required),
  data: z.record(z.string().max(64), z.unknown()),
});
export type TStrategyDraftInput = z.input<typeof ZStrategyDraftSchema>;
/** `PUT /strategy_drafts/{id}`: the draft and the strategy's `version` the wizard holds (428 without, 409 when older). */
export const ZStrategyDraftUpdateSchema = ZStrategyDraftSchema.extend({ version: zVersion() });

/**
 * The form values a stored draft can give back: each field that still reads as the form's own
 * shape is kept, anything else (an older version's field, a value edited elsewhere) is left out so
 * the form's default shows instead. Never throws.
 */
export function restoreStrategyDraft(data: unknown): Partial<TStrategyInput> {
  if (!data || typeof data !== 'object') return {};
  const source = data as Record<string, unknown>;
  const shape = ZStrategyFields.shape;
  const restored: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(shape)) {
    if (!(field in source)) continue;
    const value = source[field];
    if (field === 'actors' && Array.isArray(value)) {
      restored.actors = value.filter((a) => ZActorSchema.safeParse(a).success);
    } else if (field === 'activities' && Array.isArray(value)) {
      restored.activities = value.filter((a) => ZActivitySchema.safeParse(a).success);
    } else if (field === 'leader' && value && typeof value === 'object') {
      restored.leader = value;
    } else if ((schema as z.ZodType).safeParse(value).success || value === '' || value === null) {
      restored[field] = value;
    }
  }
  return restored as Partial<TStrategyInput>;
}

/** The values of a new strategy's form. */
export const emptyStrategy = (kind: TStrategyKind | null = null): Partial<TStrategyInput> => ({
  strategy: kind ?? undefined,
  divisions: [],
  faculties: [],
  programs: [],
  subjects: [],
  investigation_lines: [],
  action_fields: [],
  actors: [],
  products: [],
  activities: [],
});
