import { z } from 'zod';
import { MSG } from '../messages';
import { zDate } from '../catalogues/fields';
import { listResponse } from '../schemas/list';

/*
 * Personal data under Ley 1581 de 2012 (issue 43, docs/personal-data-rights.md): the privacy notice,
 * the requests people file about their data, the holidays their deadlines skip, and where a third
 * party's authorisation came from.
 */

export const PRIVACY_MSG = {
  noticeTitle: 'Política de tratamiento de datos personales',
  accepted: 'Aceptó la política de tratamiento de datos personales',
  published: (version: number) => `Se publicó la versión ${version} de la política; cada usuario deberá aceptarla de nuevo`,
  noNotice: 'No hay una política de tratamiento de datos publicada',
  staleVersion: 'La política cambió mientras la leía; lea la versión vigente y acéptela',
  requestFiled: (due: string) => `Solicitud radicada. La respuesta se dará a más tardar el ${due}`,
  requestAnswered: 'Respuesta enviada al titular',
  alreadyAnswered: 'Esta solicitud ya fue respondida',
  requestNotFound: 'Solicitud no encontrada',
  holidayAdded: 'Día festivo agregado',
  holidayExists: 'Ese día ya está registrado como festivo',
  textMin: 'Describa su solicitud (mínimo 10 caracteres)',
} as const;

/** The requests of a titular (Ley 1581, arts. 14 and 15): a consulta, or a reclamo (corrección, supresión). */
export const DATA_REQUEST_KINDS = ['consulta', 'correccion', 'supresion'] as const;
export type TDataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_LABELS: Record<TDataRequestKind, string> = {
  consulta: 'Consulta',
  correccion: 'Corrección',
  supresion: 'Supresión',
};
/** Business days to answer: consultas 10 (art. 14), reclamos 15 (art. 15). */
export const DATA_REQUEST_TERMS: Record<TDataRequestKind, number> = { consulta: 10, correccion: 15, supresion: 15 };
/** The office is reminded of an unanswered request from this many business days before its deadline. */
export const DATA_REQUEST_REMINDER_DAYS = 3;

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 50_000;
export const DATA_REQUEST_TEXT_MAX = 4000;

export const ZPrivacyNoticeSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type TPrivacyNotice = z.infer<typeof ZPrivacyNoticeSchema>;

/** The notice in force and whether the signed-in user accepted it. */
export const ZPrivacyStatusSchema = z.object({
  notice: ZPrivacyNoticeSchema.nullable(),
  accepted_at: z.string().nullable(),
});
export type TPrivacyStatus = z.infer<typeof ZPrivacyStatusSchema>;

/** Accepting names the version read, so a version published meanwhile is not accepted unread. */
export const ZPrivacyAcceptSchema = z.object({ version: z.number().int().min(1).max(1_000_000) });

export const ZPrivacyNoticeInputSchema = z.object({
  title: z.string().trim().min(1, MSG.required).max(NOTICE_TITLE_MAX, MSG.max(NOTICE_TITLE_MAX)),
  body: z.string().trim().min(1, MSG.required).max(NOTICE_BODY_MAX, MSG.max(NOTICE_BODY_MAX)),
});
export type TPrivacyNoticeInput = z.infer<typeof ZPrivacyNoticeInputSchema>;
export const ZPrivacyNoticeListSchema = z.object({
  data: z.array(ZPrivacyNoticeSchema.extend({ acceptances: z.number().int() })).max(1000),
});

export const ZDataRequestInputSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: MSG.required }),
  text: z.string().trim().min(10, PRIVACY_MSG.textMin).max(DATA_REQUEST_TEXT_MAX, MSG.max(DATA_REQUEST_TEXT_MAX)),
});
export type TDataRequestInput = z.infer<typeof ZDataRequestInputSchema>;

export const ZDataRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  text: z.string(),
  filed_at: z.string(),
  due_on: z.string(),
  answered_at: z.string().nullable(),
  answer: z.string().nullable(),
});
export type TDataRequest = z.infer<typeof ZDataRequestSchema>;
export const ZMyDataRequestsSchema = z.object({ data: z.array(ZDataRequestSchema).max(1000) });

/** A request as the office sees it: with who filed it. */
export const ZOfficeDataRequestSchema = ZDataRequestSchema.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  answered_by: z.string().nullable(),
});
export type TOfficeDataRequest = z.infer<typeof ZOfficeDataRequestSchema>;
export const ZOfficeDataRequestListSchema = listResponse(ZOfficeDataRequestSchema);

export const ZDataRequestAnswerSchema = z.object({
  answer: z.string().trim().min(1, MSG.required).max(DATA_REQUEST_TEXT_MAX, MSG.max(DATA_REQUEST_TEXT_MAX)),
});

export const ZHolidaySchema = z.object({
  day: zDate(),
  name: z.string().trim().min(1, MSG.required).max(100, MSG.max(100)),
});
export type THolidayRow = z.infer<typeof ZHolidaySchema>;
export const ZHolidayListSchema = z.object({ data: z.array(z.object({ day: z.string(), name: z.string() })).max(5000) });
export const ZHolidayQuerySchema = z.object({ year: z.coerce.number({ error: MSG.invalidNumber }).int(MSG.outOfRange).min(1900, MSG.outOfRange).max(2100, MSG.outOfRange).optional() });
