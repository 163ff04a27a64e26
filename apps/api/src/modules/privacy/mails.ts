import { DATA_REQUEST_LABELS, shownDate, type TDataRequestKind } from '@siiicca/shared';
import type { TConfig } from '../../config';
import { htmlParagraph, mailHtml, mailText } from '../../lib/mail-layout';
import type { TOutboxMail } from '../../platform/mail-outbox';

export type TPrivacyMailConfig = Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME' | 'RESEARCH_OFFICE_EMAIL'>;

const footerOf = (config: TPrivacyMailConfig) => [`${config.INSTITUTION_NAME} - ${config.PRODUCT_NAME}`, 'Este es un mensaje automático; por favor no lo responda.'];

/** The office's answer to a request, to the titular's address as it was before any anonymisation. */
export function answerMail(config: TPrivacyMailConfig, m: { to: string; name: string; id: number; kind: TDataRequestKind; filedAt: string; answer: string }): TOutboxMail {
  const subject = `Respuesta a su solicitud de ${DATA_REQUEST_LABELS[m.kind].toLowerCase()} de datos personales - ${config.PRODUCT_NAME}`;
  const intro = [`Hola, ${m.name}.`, `Esta es la respuesta a su solicitud #${m.id} (${DATA_REQUEST_LABELS[m.kind]}), radicada el ${shownDate(m.filedAt)}:`];
  return {
    kind: 'data_request_answer',
    to: m.to,
    subject,
    text: mailText([...intro, '', m.answer], footerOf(config)),
    html: mailHtml({ title: subject, body: [...intro, m.answer].map(htmlParagraph), button: { href: `${config.publicUrl}/my_personal_data`, label: 'Ver mis datos personales' }, footer: footerOf(config) }),
  };
}

export type TDueRequest = { id: number; kind: TDataRequestKind; due_on: string; user_name: string };

/** The day's digest of unanswered requests near or past their legal deadline, to the research office. */
export function reminderMail(config: TPrivacyMailConfig, due: TDueRequest[], today: string): TOutboxMail {
  const subject = `Solicitudes de datos personales por vencer: ${due.length} - ${config.PRODUCT_NAME}`;
  const lines = due.map(
    (d) => `#${d.id} ${DATA_REQUEST_LABELS[d.kind]} de ${d.user_name}: ${d.due_on < today ? 'venció' : 'vence'} el ${shownDate(d.due_on)}`,
  );
  const intro = ['Estas solicitudes de titulares aún no tienen respuesta y su término legal está por vencer o ya venció (Ley 1581 de 2012):'];
  const link = `${config.publicUrl}/personal_data`;
  return {
    kind: 'data_request_reminder',
    to: config.RESEARCH_OFFICE_EMAIL,
    subject,
    text: mailText([...intro, '', ...lines, '', `Responderlas: ${link}`], footerOf(config)),
    html: mailHtml({ title: subject, body: [...intro, ...lines].map(htmlParagraph), button: { href: link, label: 'Ir a Datos Personales' }, footer: footerOf(config) }),
  };
}
