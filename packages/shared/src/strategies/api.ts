import { z } from 'zod';
import { listQuerySchema, zFiltersFor, ZListMetaSchema, zPageSize, type TFilterFieldSpec } from '../schemas/list';
import { SELECTION_MAX, selectionParamSchema, selectionUrl, ZSelectionQuerySchema, type TSelection } from '../schemas/selection';
import { zId, zIdText, zVersion } from '../schemas/bounds';
import { LIMITS, PAGE_SIZES } from '../constants';
import { STRATEGY_MSG } from './messages';
import { ZStrategySchema } from './strategy';
import { ID_TYPES, ZThirdOutSchema } from '../people';
import { ACTOR_STATES, LEADER_TYPE, ACTOR_TYPES, STRATEGY_KINDS, STRATEGY_STATES } from './enums';

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
  /**
   * State actions (spec sections 4 and 7). Each answers ZStrategyTransitionSchema, or 404 for a
   * strategy the user may not act on, or a refusal, the same way for the three: 400 with `message`
   * the action's failure message of spec section 8 (STRATEGY_MSG.expireFailed 'Imposible Vencer
   * Estrategia', .migrateFailed, .finishFailed) and `errors[STRATEGY_PROBLEMS_KEY]` every reason,
   * in words: the rule's (strategyAction) and, for finish, the form's (the same ones also under
   * 'final_report_file' and 'accept'). Expire and migrate: the owner (`strategies.own`), or
   * `strategies.manage` on any saved strategy (not others' drafts); finish: the owner.
   * POST `migrate` and `expire`: ZStrategyRefSchema as JSON (the strategy; only its id is read).
   */
  migrate: '/api/siiicca/strategies?action=Migrate',
  expire: '/api/siiicca/expirationStrategy',
  /** POST multipart: STRATEGY_FINISH_UPLOAD fields. Problems: 400 `{ message, errors: { _: [...] } }` (an oversize report included). */
  finish: '/api/siiicca/finish_strategy',
  /** GET (STRATEGY_READERS): the whole strategy as a PDF, named '<id>_<name>.pdf'. */
  pdf: (id: number) => `/api/siiicca/strategypdf/${id}`,
  /** GET (strategies.export): an .xlsx of the selection (strategyExcelPath). */
  excel: '/api/siiicca/strategyexcel',
  /** GET (strategies.attachments): a ZIP of the selection's approval letters and final reports. */
  attachments: '/api/siiicca/getsanexos',
} as const;

/** At most this many ids in one bulk download's path; more are chosen with 'all' and the list's query. */
export const STRATEGY_SELECTION_MAX = SELECTION_MAX;

/**
 * What a bulk download takes (spec: `/strategyexcel/{json array of ids}`): either the chosen ids,
 * or every strategy the list's search and filters match ('all'), read from `scope`, `q` and
 * `filters` in the query string. Either way only strategies the user may read are sent; a chosen id
 * the user may not read answers 404.
 */
export type TStrategySelection = TSelection;

/** The path and query of a bulk download of `base` (STRATEGY_API.excel or .attachments). */
export const strategySelectionUrl = selectionUrl;

/**
 * The `{ids}` path parameter: a JSON array of distinct ids (1 to STRATEGY_SELECTION_MAX), or 'all'.
 * The array's own problems are reported as they are ('Debe seleccionar al menos una estrategia'),
 * not folded into a union's generic refusal.
 */
export const ZStrategySelectionParamSchema = selectionParamSchema({ empty: STRATEGY_MSG.selectionEmpty, tooLarge: STRATEGY_MSG.selectionTooLarge });

/**
 * The strategy a state action acts on (the client may send the whole row; only `id` and `version`
 * are read): the version the client read is required (428 without it, 409 when older).
 */
export const ZStrategyRefSchema = z.object({ id: zId(), version: zVersion() });
export type TStrategyRef = z.output<typeof ZStrategyRefSchema>;

/** `POST /finish_strategy` (multipart): the strategy's id and version, the acceptance checkbox ('true'), and the PDF. */
export const STRATEGY_FINISH_UPLOAD = {
  idField: 'id',
  versionField: 'version',
  acceptField: 'accept',
  fileField: 'final_report_file',
  maxBytes: LIMITS.fileBytes,
} as const;

/** The answer of a state action: the message and the strategy's new state and period. */
export const ZStrategyTransitionSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), state: z.enum(STRATEGY_STATES), period_id: z.number(), version: z.string() }),
});
export type TStrategyTransition = z.infer<typeof ZStrategyTransitionSchema>;

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
  /** Whether a final report is stored (downloadable with STRATEGY_API.file). */
  final_report: z.boolean(),
  /** What a state action names as the version it read. */
  version: z.string(),
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
 * What `filters` may name on the strategy lists (the filter widget of spec section 2): the field,
 * its type (which operations and values it takes: FILTER_OPERATIONS_BY_TYPE), its label in the
 * dialog, and the options of a select. Anything else is a 400. `faculty` and `program` match a
 * strategy when ANY of its faculties (programs) matches; `period_id` is the list's period selector,
 * not offered in the dialog.
 */
export const STRATEGY_FILTER_FIELDS = {
  state: { type: 'select', label: 'Estado', options: STRATEGY_STATES },
  strategy: { type: 'select', label: 'Tipo de Estrategia', options: STRATEGY_KINDS },
  'sectional.name': { type: 'text', label: 'Seccional' },
  'period.description': { type: 'text', label: 'Periodo' },
  faculty: { type: 'text', label: 'Facultad' },
  program: { type: 'text', label: 'Programa' },
  'user.username': { type: 'text', label: 'Docente (usuario)' },
  'user.name': { type: 'text', label: 'Docente (nombre)' },
  name: { type: 'text', label: 'Nombre de la Estrategia' },
  created_at: { type: 'date', label: 'Fecha de Creación' },
  expiration_date: { type: 'date', label: 'Fecha de Vencimiento' },
  id: { type: 'number', label: 'Id' },
  period_id: { type: 'number', label: 'Periodo', hidden: true },
} as const satisfies Record<string, TFilterFieldSpec>;
export type TStrategyFilterField = keyof typeof STRATEGY_FILTER_FIELDS;

/** The query of an 'all' selection of the strategy lists: whose list, its search and its filters (of STRATEGY_FILTER_FIELDS). */
export const ZStrategySelectionQuerySchema = ZSelectionQuerySchema.extend({ filters: zFiltersFor(STRATEGY_FILTER_FIELDS) });

/**
 * `GET /my_strategies` and `/strategies`: the list engine's query (search box `q`, `filters`) with
 * the strategy lists' page sizes and sort keys ('name' or '-name').
 */
export const ZStrategyListQuerySchema = listQuerySchema({ sorts: STRATEGY_SORTS, filters: STRATEGY_FILTER_FIELDS }).extend({
  per_page: zPageSize(STRATEGY_DEFAULT_PAGE_SIZE),
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

/** An uploaded PDF of a strategy (approval letter, final report), as the API description states it: checked by its first bytes, not its name. */
const zStrategyPdf = (description: string) => z.file().mime('application/pdf').max(LIMITS.fileBytes).describe(`${description}: a PDF of at most ${LIMITS.fileBytes / 1e6} MB.`);

/** The multipart form of a strategy save (STRATEGY_UPLOAD): the strategy as JSON in `data`, and its approval letter. */
export const ZStrategyFormSchema = z.object({
  [STRATEGY_UPLOAD.dataField]: ZStrategySchema,
  [STRATEGY_UPLOAD.fileField]: zStrategyPdf('The approval letter (Carta de aprobación)').optional(),
});

/** The multipart form of `POST /finish_strategy` (STRATEGY_FINISH_UPLOAD), field by field as finish-upload reads it. */
export const ZStrategyFinishFormSchema = z.object({
  [STRATEGY_FINISH_UPLOAD.idField]: zIdText(),
  [STRATEGY_FINISH_UPLOAD.versionField]: zVersion().optional().describe('The `version` of the strategy the client read (409 when it changed since).'),
  [STRATEGY_FINISH_UPLOAD.acceptField]: z.literal('true').describe('The acceptance checkbox: `true`.'),
  [STRATEGY_FINISH_UPLOAD.fileField]: zStrategyPdf('The final report (Informe final)'),
});
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
  data: z.object({ id: z.number(), step: z.number(), updated_at: z.string(), version: z.string() }),
});
export type TStrategyDraftSaved = z.infer<typeof ZStrategyDraftSavedSchema>;

/** The answer of `PUT /remove_strategy_actor/{id}`: the actor's new state. */
export const ZActorToggledSchema = z.object({
  message: z.string(),
  /** The actor's new state, and the strategy's new version (the toggle is a change of the strategy). */
  data: z.object({ id: z.number(), state: z.enum(ACTOR_STATES), version: z.string() }),
});
/** `PUT /remove_strategy_actor/{id}`'s body: the strategy's version the wizard holds (428 without, 409 when older). */
export const ZActorToggleSchema = z.object({ version: zVersion() });

/** `GET /api/siiicca/strategy_file?id=&file=`: `file` names which of the strategy's files. */
export const STRATEGY_FILES = ['approvement_letter', 'final_report'] as const;
export const ZStrategyFileQuerySchema = z.object({ id: zIdText(), file: z.enum(STRATEGY_FILES) });

/** `GET /api/siiicca/selstrategy_products?strategy=<kind>`: the products a kind may promise. */
export const ZStrategyProductsQuerySchema = z.object({ strategy: z.enum(STRATEGY_KINDS) });
/** Its answer: the kind's active products, by name. */
export const ZStrategyProductsSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
export type TStrategyProducts = z.infer<typeof ZStrategyProductsSchema>;
