import { z } from 'zod';
import { defineCatalogue } from './define';
import { CAT_MSG } from './messages';
import { todayInBogota, zDate, zName, zRequiredText } from './fields';

export const ANNOUNCEMENT_TYPES = ['Multicampus'] as const;
/** Usual values of an attached document's `accept` (the file input's accept attribute). */
export const ACCEPT_OPTIONS = ['.pdf', '.doc,.docx', '.xls,.xlsx', '.pdf,.doc,.docx', '.zip', 'image/*'] as const;

const ACCEPT_TOKEN = /^(\.[a-z0-9]{1,10}|[a-z]+\/([a-z0-9.+-]+|\*))$/i;

/** A document that projects submitted to the call must (or may) attach. */
export const ZAttachedSchema = z.object({
  id: z.number().int().positive().optional(),
  name: zRequiredText(255),
  required: z.boolean().default(true),
  accept: zRequiredText(255).refine(
    (v) => v.split(',').every((t) => ACCEPT_TOKEN.test(t.trim())),
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
  attacheds: z
    .array(ZAttachedSchema)
    .default([])
    .refine((as) => new Set(as.map((a) => a.name.toLowerCase())).size === as.length, CAT_MSG.duplicateInList),
});
const endNotBeforeStart = (v: { fecha_inicio: string; fecha_fin: string }) => v.fecha_fin >= v.fecha_inicio;

/** Editing keeps a call that has already started editable, so only creation forbids a start in the past. */
export const ZAnnouncementUpdateSchema = announcementObject.refine(endNotBeforeStart, {
  message: CAT_MSG.endBeforeStart,
  path: ['fecha_fin'],
});
export const ZAnnouncementSchema = announcementObject
  .refine(endNotBeforeStart, { message: CAT_MSG.endBeforeStart, path: ['fecha_fin'] })
  .refine((v) => v.fecha_inicio >= todayInBogota(), { message: CAT_MSG.startInPast, path: ['fecha_inicio'] });
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
  title: 'Convocatorias',
  noun: { singular: 'Convocatoria', plural: 'Convocatorias', feminine: true },
  screen: '/announcements',
  api: '/api/siiicca/announcements',
  permission: 'announcements.manage',
  idKind: 'serial',
  createSchema: ZAnnouncementSchema,
  updateSchema: ZAnnouncementUpdateSchema,
  rowSchema: ZAnnouncementRowSchema,
  columns: [
    { field: 'id', header: 'Id', kind: 'number', sort: 'id', width: 80 },
    { field: 'name', header: 'Nombre', sort: 'name' },
    { field: 'type', header: 'Tipo', sort: 'type', width: 130 },
    { field: 'fecha_inicio', header: 'Fecha Inicio', kind: 'date', sort: 'fecha_inicio', width: 130 },
    { field: 'fecha_fin', header: 'Fecha Final', kind: 'date', sort: 'fecha_fin', width: 130 },
    { field: 'state', header: 'Estado', kind: 'active', sort: 'state', width: 110 },
  ],
  searchable: ['name', 'type', 'description'],
  sortable: ['fecha_inicio', 'id', 'name', 'type', 'fecha_fin', 'state'],
  defaultSort: '-fecha_inicio',
  form: [
    { name: 'name', label: 'Nombre', kind: 'text', maxLength: 255 },
    { name: 'type', label: 'Tipo', kind: 'select', options: ANNOUNCEMENT_TYPES },
    { name: 'description', label: 'Descripción', kind: 'textarea', maxLength: 255 },
    { name: 'fecha_inicio', label: 'Fecha Inicio', kind: 'date' },
    { name: 'fecha_fin', label: 'Fecha Final', kind: 'date' },
    { name: 'state', label: 'Activo', kind: 'switch' },
  ],
  messages: { loadError: 'Error al Obtener las Convocatorias' },
});
