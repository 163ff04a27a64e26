import { z } from 'zod';
import { listQuerySchema, zFiltersFor, ZListMetaSchema, zPageSize, type TFilterFieldSpec } from '../schemas/list';
import type { TFilterInput } from '../schemas/filters';
import { selectionParamSchema, ZSelectionQuerySchema } from '../schemas/selection';
import { PROJECT_MSG } from './messages';
import { ZProjectSaveSchema } from './project';
import { zId, zIdText, zVersion } from '../schemas/bounds';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { ZAttachedRowSchema } from '../catalogues/announcements';
import { ID_TYPES, RESEARCHER_CATEGORIES, ZPersonLookupSchema, ZThirdOutSchema } from '../people';
import { PRODUCT_FAMILIES } from '../catalogues/product-families';
import { EMPLOYMENT_LINKS, INVESTIGATOR_TYPES, THIRD_KINDS } from './enums';
import { PROJECT_STATES } from '../project-life';

/**
 * The HTTP paths of research projects (spec section 7). Who may: `projects.own` reads their own
 * projects and those where they are an investigator (matched by the user's identification), and
 * writes only their own Borrador; `projects.all` reads everyone's except other people's Borrador
 * (part 2). A project the user may not read answers 404 everywhere, files included.
 * Refusals are `{ message, errors? }` (errors by field path; `errors._` a list of problems).
 */
export const PROJECT_API = {
  /** GET (projects.all, part 2): ZProjectListQuerySchema → ZProjectListSchema. POST (projects.own): save a draft, see PROJECT_UPLOAD → ZProjectSavedSchema (201 new, 200 update). */
  all: '/api/siiicca/projects',
  /** GET (projects.own): the user's own projects and those where they are an investigator; same query and answer as `all`. */
  mine: '/api/siiicca/myprojects',
  /** GET /{id}: ZProjectDetailSchema. DELETE /{id} (owner, Borrador): ZMessageSchema PROJECT_MSG.deleted, its files removed. */
  one: (id: number) => `/api/siiicca/projects/${id}`,
  /** GET: ZProjectAuditListSchema (the strategies' ZAuditListSchema), oldest first. */
  history: (id: number) => `/api/siiicca/projects/${id}/history`,
  /**
   * POST ZProjectSendSchema (owner): 200 ZProjectSentSchema (also when it was already sent: nothing
   * is done twice); 400 `{ message: PROJECT_MSG.sendFailed, errors: { _: [every problem] } }`.
   */
  send: '/api/siiicca/sendproject',
  /** GET ?identification=&type=Interno|Externo: ZInvestigatorLookupSchema, or 404 PROJECT_MSG.personNotFound. */
  investigator: '/api/siiicca/getinvestigator',
  /** GET ?id=<project>&file=<document id>: the stored document as an attachment; 404 when absent or not readable. */
  file: '/api/siiicca/downloadfile',
  /** GET (PROJECT_READERS, who may read the project): the whole project as a PDF, named '<id>_<title>.pdf'. */
  pdf: (id: number) => `/api/siiicca/projectpdf/${id}`,
  /*
   * Bulk downloads of a selection (`/{ids}`: selectionUrl, ZProjectSelectionParamSchema and, for 'all',
   * ZProjectSelectionQuerySchema — the list's own search and filters; scope 'all' needs projects.all).
   * A chosen id the user may not read answers 404 for the whole request.
   */
  /** GET (projects.export): an .xlsx with sheets Proyectos, Investigadores, Aliados, Documentos, Resultados. */
  excel: '/api/siiicca/getexcel',
  /** GET (projects.attachments): a ZIP with a folder '<id> - <title>/' per project holding its documents; 404 PROJECT_MSG.noAttachments when none. */
  attachments: '/api/siiicca/getanexos',
  /** GET (projects.records): the start record (Acta de Inicio) as a PDF for one project, a ZIP of PDFs for several. */
  startRecords: '/api/siiicca/getactainicio',
  /** GET (projects.records): the commitment record (Acta de Compromiso), likewise. */
  commitmentRecords: '/api/siiicca/getactacompromiso',
} as const;

/** The `{ids}` path parameter of the projects' bulk downloads. */
export const ZProjectSelectionParamSchema = selectionParamSchema({ empty: PROJECT_MSG.selectionEmpty, tooLarge: PROJECT_MSG.selectionTooLarge });

/**
 * What `filters` may name on the project lists (the strategies' filter widget, spec sections 2
 * and 3): state, call and sectional names (the spec's three), and the principal investigator (name
 * or identification), research group and faculty (a project matches when ANY of its internal
 * investigators' does), the lecturer, the hours intensity and the dates.
 */
export const PROJECT_FILTER_FIELDS = {
  state: { type: 'select', label: 'Estado', options: PROJECT_STATES },
  'announcement.name': { type: 'text', label: 'Convocatoria' },
  'sectional.name': { type: 'text', label: 'Seccional' },
  principal: { type: 'text', label: 'Investigador Principal' },
  group: { type: 'text', label: 'Grupo de Investigación' },
  faculty: { type: 'text', label: 'Facultad' },
  'user.name': { type: 'text', label: 'Docente' },
  title: { type: 'text', label: 'Título' },
  hours: { type: 'number', label: 'Intensidad Horaria' },
  created_at: { type: 'date', label: 'Fecha de Creación' },
  sent_at: { type: 'date', label: 'Fecha de Envío' },
  id: { type: 'number', label: 'Id' },
} as const satisfies Record<string, TFilterFieldSpec>;
export type TProjectFilterField = keyof typeof PROJECT_FILTER_FIELDS;

/** The query of an 'all' selection of the project lists: whose list, its search and its filters (of PROJECT_FILTER_FIELDS). */
export const ZProjectSelectionQuerySchema = ZSelectionQuerySchema.extend({ filters: zFiltersFor(PROJECT_FILTER_FIELDS) });

/** The filters /projects starts with (spec section 4: an administrator's list shows Enviado by default). */
export const PROJECT_DEFAULT_FILTERS: TFilterInput[] = [{ field: 'state', operation: 'Igual', value: 'Enviado' }];

/**
 * `POST /api/siiicca/projects` takes the project (ZProjectSaveSchema) as JSON, or as multipart with
 * the JSON in the field `data` and one file per document of the call in the field
 * `file_<attached_id>` (at most LIMITS.fileBytes each, its content of the document's accepted type).
 * A new file replaces the stored document of that attached; a stored document not listed in
 * `attacheds` is deleted. Files stream to disk and are removed again when the save fails.
 */
export const PROJECT_UPLOAD = { dataField: 'data', filePrefix: 'file_', maxBytes: LIMITS.fileBytes, maxFiles: 50 } as const;
export const projectFileField = (attachedId: number) => `${PROJECT_UPLOAD.filePrefix}${attachedId}`;

/**
 * The multipart form of a project save (PROJECT_UPLOAD): the project as JSON in `data`, and a file per
 * document of the call in `file_<attached_id>`, as the API description states it.
 */
export const ZProjectFormSchema = z
  .object({ [PROJECT_UPLOAD.dataField]: ZProjectSaveSchema })
  .catchall(
    z
      .file()
      .max(PROJECT_UPLOAD.maxBytes)
      .describe(
        `A document of the call, in the part \`${PROJECT_UPLOAD.filePrefix}<attached_id>\` (the call's document it is for): at most ${PROJECT_UPLOAD.maxBytes / 1e6} MB, its content of a type the document's \`accept\` lists (checked by its first bytes).`,
      ),
  )
  .meta({ propertyNames: { pattern: `^(${PROJECT_UPLOAD.dataField}|${PROJECT_UPLOAD.filePrefix}[1-9][0-9]{0,8})$` }, maxProperties: PROJECT_UPLOAD.maxFiles + 1 });
export const PROJECT_PROBLEMS_KEY = '_';

const ZRef = z.object({ id: z.number(), name: z.string() });

/** One row of /my_projects and /projects (spec section 2 columns). */
export const ZProjectRowSchema = z.object({
  id: z.number(),
  announcement_id: z.number(),
  announcement: z.string(),
  /** The call's last day (a draft's owner sees when it closes). */
  announcement_end: z.string(),
  title: z.string(),
  sectional: z.string().nullable(),
  state: z.enum(PROJECT_STATES),
  hours: z.number().nullable(),
  /** The owner: only they change the project (projectAction). */
  user: z.object({ id: z.number(), name: z.string(), username: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  /** What 'Enviar' names as the version it read. */
  version: z.string(),
  /** Marks a later stage puts on the row, in the user's words ('En mora': modules/projects/stages.ts `rowFlags`). */
  flags: z.array(z.string()),
});
export type TProjectRow = z.infer<typeof ZProjectRowSchema>;

export const ZProjectListSchema = z.object({ data: z.array(ZProjectRowSchema), meta: ZListMetaSchema });
export type TProjectList = z.infer<typeof ZProjectListSchema>;

export const PROJECT_SORTS = ['id', 'title', 'announcement', 'sectional', 'state', 'created_at', 'updated_at'] as const;
export const PROJECT_DEFAULT_PAGE_SIZE = 5;

/** `GET /myprojects` and `/projects`: search box `q` (id, title, call), page sizes of spec section 9, sort keys. */
export const ZProjectListQuerySchema = listQuerySchema({ sorts: PROJECT_SORTS, filters: PROJECT_FILTER_FIELDS }).extend({
  per_page: zPageSize(PROJECT_DEFAULT_PAGE_SIZE),
});
export type TProjectListQuery = z.output<typeof ZProjectListQuerySchema>;

/** An investigator as the API answers it (spec section 3 Investigator): the form's fields plus its id and person. */
export const ZInvestigatorOutSchema = z.object({
  id: z.number(),
  type_investigator: z.enum(INVESTIGATOR_TYPES),
  type_third: z.enum(THIRD_KINDS),
  third: ZThirdOutSchema,
  city: z.string().nullable(),
  training: z.string().nullable(),
  link: z.enum(EMPLOYMENT_LINKS).nullable(),
  colciencias: z.enum(RESEARCHER_CATEGORIES).nullable(),
  payroll_hours: z.number().nullable(),
  sectional_id: z.number().nullable(),
  investigation_group_id: z.number().nullable(),
  division_id: z.number().nullable(),
  faculty_id: z.number().nullable(),
  entity: z
    .object({ nit: z.string(), name: z.string(), representative: z.string().nullable(), country_id: z.string().nullable(), web_page: z.string().nullable() })
    .nullable(),
  interlocutor: z.string().nullable(),
  contact: z.string().nullable(),
});
export type TInvestigatorOut = z.infer<typeof ZInvestigatorOutSchema>;

/** A stored document of the project: which of the call's documents it is, and the uploaded file. */
export const ZProjectDocumentSchema = z.object({
  id: z.number(),
  attached_id: z.number(),
  /** The call's name for the document ('Carta de aval de la Facultad'). */
  name: z.string(),
  /** The name the file was uploaded with. */
  file: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type TProjectDocument = z.infer<typeof ZProjectDocumentSchema>;

/** An expected result as the API answers it. */
export const ZResultOutSchema = z.object({
  id: z.number(),
  product_type_id: z.number(),
  product_id: z.number(),
  product_type: ZRef.extend({ family: z.enum(PRODUCT_FAMILIES).nullable() }),
  product: ZRef,
  quantity: z.number(),
});

/** The whole project (`GET /api/siiicca/projects/{id}`): what the form edits, and its facts. */
export const ZProjectDetailSchema = z.object({
  id: z.number(),
  version: z.string(),
  state: z.enum(PROJECT_STATES),
  user: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  announcement_id: z.number(),
  /** The call with its documents, also when it is no longer open (a draft keeps its call). */
  announcement: ZRef.extend({
    type: z.string(),
    fecha_inicio: z.string(),
    fecha_fin: z.string(),
    state: z.boolean(),
    /** With whether the call's evaluators see each document (null: not decided; issue 39). */
    attacheds: z.array(ZAttachedRowSchema.extend({ evaluator_visible: z.boolean().nullable() })),
    /** The call's evaluation is blind: its evaluators read the documents without their authors' metadata. */
    blind: z.boolean(),
  }),
  type: z.string(),
  title: z.string(),
  sectional_id: z.number().nullable(),
  sectional: ZRef.nullable(),
  hours: z.number().nullable(),
  internal_investigators: z.array(ZInvestigatorOutSchema),
  external_investigators: z.array(ZInvestigatorOutSchema),
  attacheds: z.array(ZProjectDocumentSchema),
  results: z.array(ZResultOutSchema),
});
export type TProjectDetail = z.infer<typeof ZProjectDetailSchema>;

/** The answer of a save: the message, the project's id and its new version. */
export const ZProjectSavedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), version: z.string() }),
});
export type TProjectSaved = z.infer<typeof ZProjectSavedSchema>;

/** `POST /sendproject`: the project (the client may send the whole row; only `id` and `version` are read; 428 without a version). */
export const ZProjectSendSchema = z.object({ id: zId(), version: zVersion() });
export const ZProjectSentSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), state: z.enum(PROJECT_STATES), sent_at: z.string() }),
});
export type TProjectSent = z.infer<typeof ZProjectSentSchema>;

/** `GET /downloadfile?id=&file=`: the project's id and the stored document's id. */
export const ZProjectFileQuerySchema = z.object({ id: zIdText(), file: zIdText() });

/** `GET /getinvestigator?identification=&type=`: Interno asks the records then the academic system; Externo the records only. */
export const ZInvestigatorLookupQuerySchema = z.object({
  identification: z.string().trim().min(1, { error: MSG.required, abort: true }).max(100, MSG.max(100)).regex(/^[A-Za-z0-9-]+$/, MSG.invalidValue),
  type: z.enum(THIRD_KINDS).default('Interno'),
});

/** Its answer: the person (get_leader's shape) and, for an ally, the entity they last took part with. */
export const ZInvestigatorLookupSchema = ZPersonLookupSchema.extend({
  entity: z
    .object({ nit: z.string(), name: z.string(), representative: z.string().nullable(), country_id: z.string().nullable(), web_page: z.string().nullable() })
    .nullable(),
});
export type TInvestigatorLookup = z.infer<typeof ZInvestigatorLookupSchema>;

/** The identification types a look-up may answer (a person's, or NIT for an entity). */
export const LOOKUP_ID_TYPES = ID_TYPES;
