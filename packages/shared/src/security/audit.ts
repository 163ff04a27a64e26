import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';
import { zDate } from '../catalogues/fields';
import { BOUNDS } from '../schemas/bounds';
import { listResponse, zQueryInt } from '../schemas/list';
import { MSG } from '../messages';
import { SECURITY_EVENTS, SECURITY_EVENT_IDS, type TSecurityEvent } from './events';

/*
 * The 'Auditoría' screen and its Excel export (issue 43, docs/security-audit.md): the query both
 * take (who, which event, which Bogotá calendar days), a line as the screen shows it, and the one
 * readable rendering of a line's details, shared by the screen and the spreadsheet.
 */

export const AUDIT_MSG = {
  title: 'Auditoría',
  rangeInverted: 'La fecha inicial no puede ser posterior a la fecha final',
  exportFailed: 'No fue posible exportar la auditoría',
  sheetName: 'Auditoría',
  fileBase: 'auditoria',
  noEvents: 'No hay eventos que coincidan con los filtros',
} as const;

/** Longest text of the user filter (a login, a name or an e-mail, or part of one). */
export const AUDIT_USER_MAX = 100;

const ZAuditFiltersObject = z.object({
  /** A login, name or e-mail (or part of one): the lines done by or concerning the users it matches, and sign-ins typed with it. */
  user: z.string().trim().max(AUDIT_USER_MAX, MSG.max(AUDIT_USER_MAX)).optional(),
  event: z.enum(SECURITY_EVENT_IDS as [TSecurityEvent, ...TSecurityEvent[]], { error: MSG.invalidValue }).optional(),
  /** First and last calendar day (Bogotá), both included. */
  from: zDate().optional(),
  to: zDate().optional(),
});

const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** The filters of the audit list and of its export. */
export const ZAuditFiltersSchema = ZAuditFiltersObject.refine(inOrder, { error: AUDIT_MSG.rangeInverted, path: ['to'] });
export type TAuditFilters = z.output<typeof ZAuditFiltersSchema>;

/** The audit list's query: its filters and the page. */
export const ZAuditQuerySchema = ZAuditFiltersObject.extend({
  page: zQueryInt(1, BOUNDS.pageMax).default(1),
  per_page: zQueryInt(1, MAX_PER_PAGE).default(20),
}).refine(inOrder, { error: AUDIT_MSG.rangeInverted, path: ['to'] });
export type TAuditQuery = z.output<typeof ZAuditQuerySchema>;

export const ZSecurityEventRowSchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  event: z.string(),
  event_label: z.string(),
  actor_id: z.number().int().nullable(),
  actor: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  subject: z.string().nullable(),
  login: z.string().nullable(),
  ip: z.string().nullable(),
  /** The details, readable (auditDetailText). */
  detail: z.string(),
});
export type TSecurityEventRow = z.infer<typeof ZSecurityEventRowSchema>;
export const ZSecurityEventListSchema = listResponse(ZSecurityEventRowSchema);

/** The Spanish label of an event (the key itself for one no longer listed). */
export const auditEventLabel = (event: string) => (SECURITY_EVENTS as Record<string, string>)[event] ?? event;

/** The words of the details' keys, as the screen and the spreadsheet show them. */
const DETAIL_LABELS: Record<string, string> = {
  what: 'Qué',
  format: 'Formato',
  records: 'Registros',
  ids: 'Identificadores',
  record_id: 'Registro',
  fields: 'Campos',
  profile: 'Perfil',
  profiles: 'Perfiles',
  added: 'Añadidos',
  removed: 'Quitados',
  user: 'Usuario',
  account_type: 'Tipo de cuenta',
  method: 'Medio',
  reason: 'Motivo',
  project_id: 'Proyecto',
  call_id: 'Convocatoria',
  decision: 'Decisión',
  filters: 'Filtros',
  event: 'Evento',
  from: 'Desde',
  to: 'Hasta',
  sessions_ended: 'Sesiones cerradas',
  sessions: 'Sesiones',
  current: 'La sesión actual',
  active: 'Activo',
  name: 'Nombre',
  step: 'Paso',
  methods: 'Medios',
  version: 'Versión',
  request_id: 'Solicitud',
  kind: 'Tipo',
  due_on: 'Vence',
};

/** The words of a sign-in's method (details.method of sign_in, and second-factor methods). */
const METHOD_LABELS: Record<string, string> = {
  password: 'Contraseña',
  totp: 'Código de la aplicación de autenticación',
  recovery: 'Código de recuperación',
  passkey: 'Llave de acceso',
  sso: 'Inicio de sesión único (SSO)',
};

const valueText = (value: unknown, key?: string): string => {
  if (value === null || value === undefined) return '';
  if ((key === 'method' || key === 'methods') && typeof value === 'string') return METHOD_LABELS[value] ?? value;
  if (key === 'methods' && Array.isArray(value)) return value.map((v) => valueText(v, 'method')).join(', ');
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v)).join(', ') : 'ninguno';
  if (typeof value === 'object') return Object.keys(value).length ? `(${auditDetailText(value as Record<string, unknown>)})` : 'ninguno';
  if (key === 'event' && typeof value === 'string') return auditEventLabel(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  return String(value);
};

/** A line's details as one readable text: 'Qué: Proyectos; Formato: xlsx; Registros: 12'. */
export function auditDetailText(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${DETAIL_LABELS[k] ?? k}: ${valueText(v, k)}`)
    .join('; ');
}
