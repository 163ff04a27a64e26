import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../catalogues/fields';
import { todayInBogota } from '../dates';
import { zId, zList, zWhole } from '../schemas/bounds';
import {
  ACTOR_ROLES,
  ACTOR_STATES,
  INTERNAL_TEACHER_LINKS,
  SECTORS,
  STUDENT_LINKS,
  TEACHER_LINKS,
  type TActorState,
  type TActorType,
} from './enums';
import { MSG } from '../messages';
import { STRATEGY_MSG } from './messages';
import { PEOPLE_LIMITS, ZOrganisationSchema, ZPersonSchema, zEmail } from '../people';

const required = { error: STRATEGY_MSG.required };
const optionalId = () => zId().nullish().transform((v) => v ?? null);
/** DIVIPOLA city and ISO country codes, as the geography catalogues keep them. */
const cityCode = () => z.string(required).regex(/^\d{5}$/, STRATEGY_MSG.required);
const countryCode = () => z.string(required).regex(/^[A-Z]{3}$/, STRATEGY_MSG.required);
const optionalCode = (code: () => z.ZodType<string>) => code().nullish().transform((v) => v ?? null);

/** The current year in Colombia, against which graduation years are checked. */
export const currentYear = (now: Date = new Date()) => Number(todayInBogota(now).slice(0, 4));

/** One line of a graduate's programs sub-dialog: the program and the year of graduation. */
export const ZGraduateProgramSchema = z.object({
  program_id: zId(),
  year: z
    .number(required)
    .int({ error: MSG.wholeNumber, abort: true })
    .min(1900, { error: MSG.minValue(1900), abort: true })
    .max(9999, { error: STRATEGY_MSG.yearFourDigits, abort: true })
    .refine((y) => y <= currentYear(), STRATEGY_MSG.yearNotFuture),
});
export type TGraduateProgramInput = z.input<typeof ZGraduateProgramSchema>;

const common = {
  /** A saved actor's id; absent for one added in this session. */
  id: zId().optional(),
  rol: z.enum(ACTOR_ROLES, required),
  /** Saved actors are Activo or Inactivo; a new one is Activo. */
  state: z.enum(ACTOR_STATES).default('Activo'),
};

/** Fields of organisation actors (productive sector, state, civil society): the contact and where. */
const organisationFields = {
  third: ZOrganisationSchema,
  actor_name: zRequiredText(PEOPLE_LIMITS.entityName),
  actor_position: zRequiredText(PEOPLE_LIMITS.position),
  email: zEmail(),
  city_id: cityCode(),
};

const ZTeacher = z
  .object({
    ...common,
    type: z.literal('Docente'),
    third: ZPersonSchema,
    link: z.enum(TEACHER_LINKS, required),
    sectional_id: optionalId(),
    faculty_id: optionalId(),
    investigation_group_id: optionalId(),
    /** The institution of a lecturer from elsewhere ('Docente Nacional' / 'Docente Internacional'). */
    entity_name: zOptionalText(PEOPLE_LIMITS.entityName),
    city_id: optionalCode(cityCode),
    country_id: optionalCode(countryCode),
  })
  .superRefine((a, ctx) => {
    const need = (path: string, ok: unknown) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: STRATEGY_MSG.required });
    };
    if ((INTERNAL_TEACHER_LINKS as readonly string[]).includes(a.link)) {
      need('sectional_id', a.sectional_id);
      need('faculty_id', a.faculty_id);
    } else {
      need('entity_name', a.entity_name);
      if (a.link === 'Docente Nacional') need('city_id', a.city_id);
      else need('country_id', a.country_id);
    }
  });

const ZGraduate = z.object({
  ...common,
  type: z.literal('Egresado'),
  third: ZPersonSchema,
  programs: zList(ZGraduateProgramSchema, 30, 'programas')
    .min(1, STRATEGY_MSG.fillAllFields)
    .refine((list) => new Set(list.map((p) => p.program_id)).size === list.length, STRATEGY_MSG.programTwice),
});

const ZStudent = z
  .object({
    ...common,
    type: z.literal('Estudiante'),
    third: ZPersonSchema,
    link: z.enum(STUDENT_LINKS, required),
    program_id: optionalId(),
    semester: zWhole(1, 14).nullish().transform((v) => v ?? null),
    /** The home university of an exchange student. */
    entity_name: zOptionalText(PEOPLE_LIMITS.entityName),
    country_id: optionalCode(countryCode),
  })
  .superRefine((a, ctx) => {
    const need = (path: string, ok: unknown) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: STRATEGY_MSG.required });
    };
    if (a.link === 'Estudiante USTA') {
      need('program_id', a.program_id);
      need('semester', a.semester);
    } else {
      need('entity_name', a.entity_name);
      need('country_id', a.country_id);
    }
  });

const ZProductive = z.object({
  ...common,
  type: z.literal('Sector Productivo'),
  ...organisationFields,
  economic_sector_id: zId(),
  sector: z.enum(SECTORS, required),
});

const ZState = z.object({ ...common, type: z.literal('Estado'), ...organisationFields });
const ZCivil = z.object({ ...common, type: z.literal('Sociedad Civil'), ...organisationFields });

/**
 * An actor of a strategy, by type (steps 4 to 9). Which fields each type asks for is the shape of
 * its branch: the dialog shows exactly those, the server requires exactly those.
 */
export const ZActorSchema = z.discriminatedUnion('type', [ZTeacher, ZGraduate, ZStudent, ZProductive, ZState, ZCivil]);
export type TActorInput = z.input<typeof ZActorSchema>;
export type TActor = z.output<typeof ZActorSchema>;

/** The actor types' own schemas, for a dialog that validates one type. */
export const ACTOR_SCHEMAS = {
  Docente: ZTeacher,
  Egresado: ZGraduate,
  Estudiante: ZStudent,
  'Sector Productivo': ZProductive,
  Estado: ZState,
  'Sociedad Civil': ZCivil,
} as const satisfies Record<TActorType, z.ZodType>;

/** The contact e-mail of organisation actors is the actor's; a person's is their own. */
export const actorEmail = (a: { type: TActorType; email?: string | null; third: { email?: string | null } }) =>
  ('email' in a && a.email) || a.third.email || null;

/** The identification that makes two actors the same person (spec: an actor cannot be added twice). */
export const actorKey = (a: { third: { type_id: string; identification: string } }) =>
  `${a.third.type_id}:${a.third.identification.trim().toUpperCase()}`;

/**
 * 'Actor Ya Existe como: {type}' when another actor of the strategy (the leader included) already
 * has this identification; null when it may be added. `except` is the row being edited.
 */
export function duplicateActor(
  candidate: { third: { type_id: string; identification: string } },
  others: { type: string; third: { type_id: string; identification: string } }[],
  except?: number,
): string | null {
  const key = actorKey(candidate);
  const clash = others.find((o, i) => i !== except && actorKey(o) === key);
  return clash ? STRATEGY_MSG.actorExists(clash.type) : null;
}

/** Edit is allowed for Activo or no state; delete (which inactivates) only for Activo (spec section 4). */
export const actorActions = (actor: { state?: TActorState | null }) => ({
  edit: !actor.state || actor.state === 'Activo',
  delete: actor.state === 'Activo' || !actor.state,
});
