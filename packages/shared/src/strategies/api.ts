import { z } from 'zod';
import { ZListMetaSchema, ZListQuerySchema } from '../schemas/list';
import { zIdText } from '../schemas/bounds';
import { LIMITS, PAGE_SIZES } from '../constants';
import { MSG } from '../messages';
import { ZThirdOutSchema } from './people';
import { ACTOR_STATES, ID_TYPES, LEADER_TYPE, ACTOR_TYPES, STRATEGY_KINDS, STRATEGY_STATES } from './enums';

/**
 * The HTTP paths of strategies (spec section 7), plus the few the wizard's extras need. Who may:
 * `strategies.own` reads and writes their own; `strategies.all` reads everyone's except other
 * people's Borrador (never writes them). Another user's id answers 404 everywhere, files included.
 * Refusals are `{ message, errors? }` (errors by field path).
 */
export const STRATEGY_API = {
  /** GET (strategies.all): ZStrategyListQuerySchema → ZStrategyListSchema. POST (strategies.own): save, see STRATEGY_UPLOAD → ZStrategySavedSchema (201 new, 200 update; 409 STRATEGY_MSG.staleEdit when `version` is old). */
  all: '/api/siiicca/strategies',
  /** GET (strategies.own): the user's own, drafts included; same query and answer as `all`. */
  mine: '/api/siiicca/my_strategies',
  /** GET /{id}: ZStrategyDetailSchema (`draft` only for its owner). DELETE /{id}: ZMessageSchema '¡ Estrategia Eliminada !' (rules: strategyAction). */
  one: (id: number) => `/api/siiicca/strategies/${id}`,
  /** POST: ZStrategyDraftSchema → 201 ZStrategyDraftSavedSchema, a new Borrador of the active period (its `id` is the strategy's). */
  drafts: '/api/siiicca/strategy_drafts',
  /** PUT: ZStrategyDraftSchema → ZStrategyDraftSavedSchema; on a saved strategy it keeps unsaved edits and the strategy stays as saved. */
  draft: (id: number) => `/api/siiicca/strategy_drafts/${id}`,
  /** GET: ZAuditListSchema, oldest first (actions: STRATEGY_AUDIT_ACTIONS). */
  history: (id: number) => `/api/siiicca/strategies/${id}/history`,
  leader: '/api/siiicca/get_leader',
  /** PUT (owner, while editable): toggles Activo/Inactivo → ZActorToggledSchema; the leader is refused. */
  toggleActor: (id: number) => `/api/siiicca/remove_strategy_actor/${id}`,
  /** GET ?id=&file= (ZStrategyFileQuerySchema): the PDF as an attachment; 404 when absent or not readable. */
  file: '/api/siiicca/strategy_file',
  products: '/api/siiicca/selstrategy_products',
} as const;

const ZRef = z.object({ id: z.number(), name: z.string() });

/** One row of /my_strategies and /strategies (spec section 2 columns). */
export const ZStrategyRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  expiration_date: z.string().nullable(),
  /** Faculties' names joined with ' - '. */
  faculties: z.string(),
  user: z.object({ id: z.number(), name: z.string(), username: z.string() }),
  strategy: z.enum(STRATEGY_KINDS).nullable(),
  name: z.string(),
  state: z.enum(STRATEGY_STATES),
  period_id: z.number().nullable(),
  period: z.string().nullable(),
  sectional: z.string().nullable(),
});
export type TStrategyRow = z.infer<typeof ZStrategyRowSchema>;

export const ZStrategyListSchema = z.object({
  data: z.array(ZStrategyRowSchema),
  meta: ZListMetaSchema.extend({
    /** The active strategy period (null when none): the rows' actions depend on it. */
    active_period_id: z.number().nullable(),
  }),
});
export type TStrategyList = z.infer<typeof ZStrategyListSchema>;

/** Sort keys of the strategy lists. */
export const STRATEGY_SORTS = ['id', 'created_at', 'expiration_date', 'name', 'strategy', 'state', 'user'] as const;

/** Page sizes of the strategy lists (spec section 9): 5 unless asked. */
export const STRATEGY_PAGE_SIZES = PAGE_SIZES;
export const STRATEGY_DEFAULT_PAGE_SIZE = 5;

/**
 * What `filters` may name on the strategy lists (part 2's filter widget): the field, and its type
 * (which operations and values it takes). Anything else is a 400.
 */
export const STRATEGY_FILTER_FIELDS = {
  id: 'number',
  name: 'text',
  state: 'select',
  strategy: 'select',
  period_id: 'number',
  created_at: 'date',
  expiration_date: 'date',
  'period.description': 'text',
  'sectional.name': 'text',
  'user.name': 'text',
  faculties: 'text',
} as const;

/**
 * `GET /my_strategies` and `/strategies`: the list engine's query (search box `q`, `filters`) with
 * the strategy lists' page sizes and sort keys ('name' or '-name').
 */
export const ZStrategyListQuerySchema = ZListQuerySchema.extend({
  per_page: z.coerce
    .number({ error: MSG.invalidNumber })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), MSG.invalidValue)
    .default(STRATEGY_DEFAULT_PAGE_SIZE),
  sort: z
    .enum([...STRATEGY_SORTS, ...STRATEGY_SORTS.map((k) => `-${k}` as const)], { error: MSG.invalidValue })
    .optional(),
});
export type TStrategyListQuery = z.output<typeof ZStrategyListQuerySchema>;


/** A saved actor as the wizard reloads it: the form's fields plus its id, state and person's id. */
export const ZStrategyActorOutSchema = z.object({
  id: z.number(),
  type: z.enum([LEADER_TYPE, ...ACTOR_TYPES]),
  state: z.enum(ACTOR_STATES),
  rol: z.string().nullable(),
  link: z.string().nullable(),
  third: ZThirdOutSchema,
  sectional_id: z.number().nullable(),
  faculty_id: z.number().nullable(),
  investigation_group_id: z.number().nullable(),
  program_id: z.number().nullable(),
  semester: z.number().nullable(),
  programs: z.array(z.object({ program_id: z.number(), year: z.number(), name: z.string() })),
  entity_name: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_position: z.string().nullable(),
  email: z.string().nullable(),
  economic_sector_id: z.number().nullable(),
  sector: z.string().nullable(),
  country_id: z.string().nullable(),
  city_id: z.string().nullable(),
});
export type TStrategyActorOut = z.infer<typeof ZStrategyActorOutSchema>;

/** The whole strategy (`GET /api/siiicca/strategies/{id}`): what the wizard edits, and its facts. */
export const ZStrategyDetailSchema = z.object({
  id: z.number(),
  version: z.string(),
  state: z.enum(STRATEGY_STATES),
  period: z.object({ id: z.number(), description: z.string() }).nullable(),
  user: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  expiration_date: z.string().nullable(),
  sectional_id: z.number().nullable(),
  sectional: ZRef.nullable(),
  strategy: z.enum(STRATEGY_KINDS).nullable(),
  leader: ZThirdOutSchema.extend({
    sectional_id: z.number().nullable(),
    faculty_id: z.number().nullable(),
    investigation_group_id: z.number().nullable(),
  }).nullable(),
  divisions: z.array(z.number()),
  faculties: z.array(z.number()),
  programs: z.array(z.number()),
  name: z.string(),
  overall_objective: z.string().nullable(),
  specific_goal: z.string().nullable(),
  methodology: z.string().nullable(),
  duration: z.number().nullable(),
  problem_nucleus: z.string().nullable(),
  conformation_date: z.string().nullable(),
  reward: z.string().nullable(),
  entity: z.object({ type_id: z.enum(ID_TYPES), identification: z.string(), name: z.string() }).nullable(),
  research_hotbed_id: z.number().nullable(),
  proyect_name: z.string().nullable(),
  subjects: z.array(z.number()),
  investigation_lines: z.array(z.number()),
  action_fields: z.array(z.number()),
  academic_period: z.string().nullable(),
  actors: z.array(ZStrategyActorOutSchema),
  products: z.array(ZRef),
  activities: z.array(z.object({ id: z.number(), description: z.string() })),
  approvement_letter: z.object({ name: z.string(), size: z.number() }).nullable(),
  /** Unsaved work of the owner on this strategy (the wizard offers to continue it). */
  draft: z.object({ step: z.number(), data: z.record(z.string(), z.unknown()), updated_at: z.string() }).nullable(),
});
export type TStrategyDetail = z.infer<typeof ZStrategyDetailSchema>;

/** One entry of a strategy's 'Historial'. */
export const ZAuditEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  /** The action in words: 'Creación', 'Actualización', 'Actor inactivado', 'Carta de aprobación cargada'... */
  label: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;
export const ZAuditListSchema = z.object({ data: z.array(ZAuditEventSchema) });

/**
 * `POST /api/siiicca/strategies` takes the strategy (ZStrategySchema) as JSON, or as multipart with
 * the strategy's JSON in the field `data` and the approval letter (a PDF, at most LIMITS.fileBytes)
 * in the file `approvement_letter`.
 * Refusals are the usual `{ message, errors }`; when the save checks of spec section 5 find several
 * problems, `errors['_']` lists every one (the 'Errores Encontrados' dialog) and the other keys
 * are the fields' messages by path ('leader.email', 'actors.2.third.identification').
 */
export const STRATEGY_UPLOAD = { dataField: 'data', fileField: 'approvement_letter', maxBytes: LIMITS.fileBytes } as const;
export const STRATEGY_PROBLEMS_KEY = '_';

/** The answer of a save (create or update): the message, the strategy's id and its new version. */
export const ZStrategySavedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), version: z.string() }),
});
export type TStrategySaved = z.infer<typeof ZStrategySavedSchema>;

/** The answer of `POST /strategy_drafts` and `PUT /strategy_drafts/{id}`. */
export const ZStrategyDraftSavedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), step: z.number(), updated_at: z.string() }),
});
export type TStrategyDraftSaved = z.infer<typeof ZStrategyDraftSavedSchema>;

/** The answer of `PUT /remove_strategy_actor/{id}`: the actor's new state. */
export const ZActorToggledSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), state: z.enum(ACTOR_STATES) }),
});

/** `GET /api/siiicca/strategy_file?id=&file=`: `file` names which of the strategy's files. */
export const STRATEGY_FILES = ['approvement_letter', 'final_report'] as const;
export const ZStrategyFileQuerySchema = z.object({ id: zIdText(), file: z.enum(STRATEGY_FILES) });

/** `GET /api/siiicca/selstrategy_products?strategy=<kind>`: the products a kind may promise. */
export const ZStrategyProductsQuerySchema = z.object({ strategy: z.enum(STRATEGY_KINDS) });
/** Its answer: the kind's active products, by name. */
export const ZStrategyProductsSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
export type TStrategyProducts = z.infer<typeof ZStrategyProductsSchema>;
