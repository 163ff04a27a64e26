import { z } from 'zod';
import { defineCatalogue, ID_COLUMN, NAME_COLUMN, NAME_FIELD } from './define';
import { CAT_MSG } from './messages';
import { todayInBogota } from '../dates';
import { zDate, zName, zRequiredText } from './fields';
import { zId, zList } from '../schemas/bounds';

export const ANNOUNCEMENT_TYPES = ['Multicampus'] as const;
/** A call asks for a handful of documents; a project keeps one per document of its call (docs/limits.md). */
export const ANNOUNCEMENT_LIMITS = { attacheds: 50 } as const;
/** Usual values of an attached document's `accept` (the file input's accept attribute). */
export const ACCEPT_OPTIONS = ['.pdf', '.doc,.docx', '.xls,.xlsx', '.pdf,.doc,.docx', '.zip', 'image/*'] as const;

/**
 * The `accept` tokens a call's document may use: the kinds whose content the server recognises
 * (apps/api lib/content-kinds.ts), since an upload is checked by what it is, not by its name.
 */
export const ACCEPT_TOKENS = [
  '.pdf', 'application/pdf',
  '.doc', '.xls', '.ppt', '.docx', '.xlsx', '.pptx',
  '.zip', 'application/zip',
  'image/*', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', '.png', '.jpg', '.jpeg', '.gif', '.webp',
  '.txt', 'text/plain', '.csv', 'text/csv',
] as const;
export type TAcceptToken = (typeof ACCEPT_TOKENS)[number];
export const isAcceptToken = (t: string): t is TAcceptToken => (ACCEPT_TOKENS as readonly string[]).includes(t);
/** The tokens of an `accept` value ('.pdf, .docx'), trimmed and in lower case. */
export const acceptTokens = (accept: string) => accept.split(',').map((t) => t.trim().toLowerCase());

/** A document that projects submitted to the call must (or may) attach. */
export const ZAttachedSchema = z.object({
  id: zId(CAT_MSG.invalidNumber).optional(),
  name: zRequiredText(255),
  required: z.boolean().default(true),
  accept: zRequiredText(255).refine(
    (v) => acceptTokens(v).every(isAcceptToken),
    CAT_MSG.invalidAccept,
  ),
});
export type TAttachedInput = z.input<typeof ZAttachedSchema>;

const announcementObject = z.object({
  name: zName(255),
  type: z.enum(ANNOUNCEMENT_TYPES, { error: CAT_MSG.required }),
  description: zRequiredText(255),
  fecha_inicio: zDate(),
  fecha_fin: zDate(),
  state: z.boolean().default(true),
  attacheds: zList(ZAttachedSchema, ANNOUNCEMENT_LIMITS.attacheds, 'documentos')
    .default([])
    .refine((as) => new Set(as.map((a) => a.name.toLowerCase())).size === as.length, CAT_MSG.duplicateInList),
});
/** A date zDate accepts: the rules between the dates compare real dates only. */
const ZOneDate = zDate();
const isDate = (value: unknown): value is string => ZOneDate.safeParse(value).success;

/**
 * The rules between the two dates, as a schema of their own joined to the object with `.and`.
 * zod runs an object's refinements only once every field has passed (a field that aborts, such as
 * an empty name, skips them), so a start in the past showed only after everything else was right.
 * Beside the object, these run on every parse and a form gets all its errors in one round.
 */
const dateRules = (startMayBePast: boolean) =>
  z.object({ fecha_inicio: z.unknown(), fecha_fin: z.unknown() }).superRefine(({ fecha_inicio: start, fecha_fin: end }, ctx) => {
    if (isDate(start) && isDate(end) && end < start) {
      ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: CAT_MSG.endBeforeStart });
    }
    if (!startMayBePast && isDate(start) && start < todayInBogota()) {
      ctx.addIssue({ code: 'custom', path: ['fecha_inicio'], message: CAT_MSG.startInPast });
    }
  });

/** Editing keeps a call that has already started editable, so only creation forbids a start in the past. */
export const ZAnnouncementUpdateSchema = announcementObject.and(dateRules(true));
export const ZAnnouncementSchema = announcementObject.and(dateRules(false));
export type TAnnouncementInput = z.input<typeof ZAnnouncementSchema>;

export const ZAttachedRowSchema = z.object({ id: z.number(), name: z.string(), required: z.boolean(), accept: z.string() });
export const ZAnnouncementRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  state: z.boolean(),
  attacheds: z.array(ZAttachedRowSchema),
});
export type TAnnouncementRow = z.infer<typeof ZAnnouncementRowSchema>;

export const ANNOUNCEMENTS = defineCatalogue({
  key: 'announcements',
  apiBase: '/api/siiicca',
  noun: { singular: 'Convocatoria', plural: 'Convocatorias', feminine: true },
  createSchema: ZAnnouncementSchema,
  updateSchema: ZAnnouncementUpdateSchema,
  rowSchema: ZAnnouncementRowSchema,
  columns: [
    ID_COLUMN,
    NAME_COLUMN,
    { field: 'type', header: 'Tipo', sort: 'type', width: 130 },
    { field: 'fecha_inicio', header: 'Fecha Inicio', kind: 'date', sort: 'fecha_inicio', width: 130 },
    { field: 'fecha_fin', header: 'Fecha Final', kind: 'date', sort: 'fecha_fin', width: 130 },
    { field: 'state', header: 'Estado', kind: 'active', sort: 'state', width: 110 },
  ],
  searchable: ['name', 'type', 'description'],
  defaultSort: '-fecha_inicio',
  form: [
    NAME_FIELD,
    { name: 'type', label: 'Tipo', kind: 'select', options: ANNOUNCEMENT_TYPES },
    { name: 'description', label: 'Descripción', kind: 'textarea' },
    { name: 'fecha_inicio', label: 'Fecha Inicio', kind: 'date' },
    { name: 'fecha_fin', label: 'Fecha Final', kind: 'date' },
    { name: 'state', label: 'Activo', kind: 'switch' },
  ],
  messages: { loadError: 'Error al Obtener las Convocatorias' },
});
