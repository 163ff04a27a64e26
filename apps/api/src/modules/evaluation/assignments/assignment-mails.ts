import type { TConfig } from '../../../config';
import { escapeHtml as e, htmlParagraph, mailHtml, mailText } from '../../../lib/mail-layout';
import type { TOutboxMail } from '../../../platform/mail-outbox';

/*
 * The mails of assignment (issue 28), in the product's one layout. They name the call and the
 * projects' titles only, never an investigator (a blind call keeps its names from evaluators).
 */

type TMailConfig = Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>;

const footer = (c: TMailConfig) => [`${c.INSTITUTION_NAME} - ${c.PRODUCT_NAME}`, 'Este es un mensaje automático; por favor no lo responda.'];

/** To an evaluator: the projects just assigned to them (one mail per evaluator and assignment run). */
export function assignmentMail(c: TMailConfig, to: { name: string; email: string }, projects: { title: string; call: string }[]): TOutboxMail {
  const subject = projects.length === 1 ? `${c.PRODUCT_NAME}: se le asignó un proyecto para evaluar` : `${c.PRODUCT_NAME}: se le asignaron ${projects.length} proyectos para evaluar`;
  const intro = [`Hola, ${to.name}:`, 'Se le asignó la evaluación de los siguientes proyectos de investigación. Ingrese a Mis Evaluaciones para aceptar o rechazar cada asignación.'];
  const items = projects.map((p) => `${p.title} (Convocatoria: ${p.call})`);
  const link = `${c.publicUrl}/my_evaluations`;
  return {
    kind: 'evaluation_assigned',
    to: to.email,
    subject,
    text: mailText([...intro, '', ...items.map((i) => `- ${i}`), '', `Mis Evaluaciones: ${link}`], footer(c)),
    html: mailHtml({
      title: subject,
      body: [...intro.map(htmlParagraph), `  <ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`],
      button: { href: link, label: 'Ir a Mis Evaluaciones' },
      footer: footer(c),
    }),
  };
}

/** To an invited external evaluator: the link to set their password (the recovery page), valid `days`. */
export function invitationMail(c: TMailConfig, to: { name: string; email: string; username: string }, link: string, days: number): TOutboxMail {
  const subject = `${c.PRODUCT_NAME}: invitación como evaluador`;
  const lines = [
    `Hola, ${to.name}:`,
    `${c.INSTITUTION_NAME} le invita a evaluar proyectos de investigación en ${c.PRODUCT_NAME}.`,
    `Para empezar, asigne su contraseña con el siguiente enlace (válido por ${days} días); allí se le pedirá confirmar este correo. Luego ingrese con su usuario ${to.username} o su correo en la pantalla de inicio de sesión, con el tipo de cuenta Admon.`,
  ];
  return {
    kind: 'evaluator_invitation',
    to: to.email,
    subject,
    text: mailText([...lines, '', link], footer(c)),
    html: mailHtml({
      title: subject,
      body: lines.map(htmlParagraph),
      button: { href: link, label: 'Asignar contraseña' },
      after: [`  <p style="font-size: 13px">Si el botón no funciona, copie este enlace en su navegador:<br><a href="${e(link)}">${e(link)}</a></p>`],
      footer: footer(c),
    }),
  };
}

/** To an evaluator: a project they evaluate came back with its adjustments, for a new round. */
export function nextRoundMail(c: TMailConfig, to: { name: string; email: string }, project: { title: string; call: string; round: number }): TOutboxMail {
  const subject = `${c.PRODUCT_NAME}: un proyecto vuelve a evaluación con ajustes`;
  const intro = [
    `Hola, ${to.name}:`,
    `El proyecto "${project.title}" (Convocatoria: ${project.call}) fue enviado de nuevo con los ajustes solicitados y vuelve a su evaluación (ronda ${project.round}). Su evaluación anterior se conserva; ingrese a Mis Evaluaciones para registrar la de esta ronda.`,
  ];
  const link = `${c.publicUrl}/my_evaluations`;
  return {
    kind: 'evaluation_next_round',
    to: to.email,
    subject,
    text: mailText([...intro, '', `Mis Evaluaciones: ${link}`], footer(c)),
    html: mailHtml({ title: subject, body: intro.map(htmlParagraph), button: { href: link, label: 'Ir a Mis Evaluaciones' }, footer: footer(c) }),
  };
}
