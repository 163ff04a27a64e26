import { EMPLOYMENT_LINK_LABELS, PRODUCT_FAMILIES, PRODUCT_FAMILY_LABELS, shownDate, type TEmploymentLink, type TProductFamily } from '@siiicca/shared';
import type { TConfig } from '../../config';
import { escapeHtml as e, htmlParagraph, mailHtml, mailText } from '../../lib/mail-layout';
import type { TOutboxMail } from '../../platform/mail-outbox';

/*
 * The e-mails of research projects (ADR 008), in Spanish, as plain text and HTML carrying the same
 * words, in the product's one mail layout (lib/mail-layout.ts, which escapes every value a user
 * typed); links come from PUBLIC_URL only.
 */

/** 'YYYY-MM-DD' as people read it in Colombia. */

/** A user's text for a subject line: one line, cut at `max` characters. */
const oneLine = (s: string, max: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
};

type TMailConfig = Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>;

/** What the send e-mail tells of a project. */
export type TProjectSummary = {
  id: number;
  title: string;
  call: string;
  sectional: string | null;
  hours: number | null;
  owner: string;
  investigators: { name: string; role: string; link: string | null; payroll_hours: number | null }[];
  allies: { name: string; entity: string | null }[];
  documents: { name: string; file: string }[];
  results: { family: TProductFamily | null; type: string; product: string; quantity: number }[];
};

/** A section of a mail: a heading and its lines (text) / list items (HTML). */
type TSection = { heading: string; items: string[] };

function compose(config: TMailConfig, m: { kind: string; to: string; subject: string; intro: string[]; facts: [string, string][]; sections: TSection[]; link: string; linkText: string }): TOutboxMail {
  const footer = [`${config.INSTITUTION_NAME} - ${config.PRODUCT_NAME}`, 'Este es un mensaje automático; por favor no lo responda.'];
  const text = mailText([
    ...m.intro,
    '',
    ...m.facts.map(([k, v]) => `${k}: ${v}`),
    ...m.sections.flatMap((s) => ['', `${s.heading}:`, ...(s.items.length ? s.items.map((i) => `- ${i}`) : ['- (ninguno)'])]),
    '',
    `${m.linkText}: ${m.link}`,
  ], footer);
  const html = mailHtml({
    title: m.subject,
    body: [
      ...m.intro.map(htmlParagraph),
      '  <table style="border-collapse: collapse">',
      m.facts.map(([k, v]) => `    <tr><th style="text-align: left; padding: 2px 12px 2px 0">${e(k)}</th><td>${e(v)}</td></tr>`).join('\n'),
      '  </table>',
      m.sections
        .map((s) => `  <h3 style="font-size: 15px; margin: 16px 0 4px">${e(s.heading)}</h3>\n  <ul>${(s.items.length ? s.items : ['(ninguno)']).map((i) => `<li>${e(i)}</li>`).join('')}</ul>`)
        .join('\n'),
    ],
    button: { href: m.link, label: m.linkText },
    footer,
  });
  return { kind: m.kind, to: m.to, subject: m.subject, text, html };
}

const linkLabel = (link: string | null) => (link ? (EMPLOYMENT_LINK_LABELS[link as TEmploymentLink] ?? link) : null);

/** The sections of a project's summary: investigators, allies, documents, and results by family. */
function summarySections(p: TProjectSummary): TSection[] {
  const families: (TProductFamily | null)[] = [...PRODUCT_FAMILIES, null];
  return [
    {
      heading: 'Investigadores USTA',
      items: p.investigators.map((i) =>
        [`${i.name} (${i.role})`, linkLabel(i.link), i.payroll_hours === null ? null : `${i.payroll_hours} horas de nómina`].filter(Boolean).join(', '),
      ),
    },
    { heading: 'Aliados Externos', items: p.allies.map((a) => (a.entity ? `${a.name} (${a.entity})` : a.name)) },
    { heading: 'Documentación Requerida', items: p.documents.map((d) => `${d.name}: ${d.file}`) },
    ...families
      .map((f) => ({
        heading: `Productos: ${f ? PRODUCT_FAMILY_LABELS[f] : 'Otros'}`,
        items: p.results.filter((r) => r.family === f).map((r) => `${r.type}: ${r.product} (cantidad ${r.quantity})`),
      }))
      .filter((s, i) => i < PRODUCT_FAMILIES.length || s.items.length > 0),
  ];
}

/** The e-mail of a project sent: to the principal investigator and to the research office. */
export function projectSentMail(config: TMailConfig, to: string, p: TProjectSummary, sentAt: Date): TOutboxMail {
  const payroll = p.investigators.reduce((sum, i) => sum + (i.payroll_hours ?? 0), 0);
  const when = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'long', timeStyle: 'short' }).format(sentAt);
  return compose(config, {
    kind: 'project_sent',
    to,
    subject: `Proyecto enviado: ${oneLine(p.title, 120)} - ${config.PRODUCT_NAME}`,
    intro: [`El proyecto de investigación «${p.title}» fue enviado a la convocatoria «${p.call}» el ${when}.`, 'Este es el resumen de lo enviado; el proyecto ya no se puede modificar.'],
    facts: [
      ['Proyecto', `#${p.id}`],
      ['Convocatoria', p.call],
      ['Título', p.title],
      ['Seccional Principal', p.sectional ?? '-'],
      ['Intensidad Horaria', p.hours === null ? '-' : `${p.hours} horas`],
      ['Registrado por', p.owner],
      ['Total horas de nómina', String(payroll)],
    ],
    sections: summarySections(p),
    link: `${config.publicUrl}/my_projects`,
    linkText: 'Ver el proyecto',
  });
}

/** The reminder to a draft's owner that its call closes soon. */
export function projectReminderMail(config: TMailConfig, m: { to: string; owner: string; id: number; title: string; call: string; closesOn: string; today: string }): TOutboxMail {
  const days = Math.round((Date.parse(m.closesOn) - Date.parse(m.today)) / 86_400_000);
  const when = days <= 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`;
  return compose(config, {
    kind: 'project_reminder',
    to: m.to,
    subject: `La convocatoria «${oneLine(m.call, 120)}» cierra ${when} - ${config.PRODUCT_NAME}`,
    intro: [
      `Hola, ${m.owner}.`,
      `Su proyecto «${m.title}» sigue en Borrador y la convocatoria «${m.call}» cierra ${when} (su último día es el ${shownDate(m.closesOn)}).`,
      'Complételo y envíelo antes del cierre: después ya no podrá enviarlo.',
    ],
    facts: [
      ['Proyecto', `#${m.id}`],
      ['Convocatoria', m.call],
      ['Último día', shownDate(m.closesOn)],
    ],
    sections: [],
    link: `${config.publicUrl}/my_projects`,
    linkText: 'Ir a Mis Proyectos',
  });
}
