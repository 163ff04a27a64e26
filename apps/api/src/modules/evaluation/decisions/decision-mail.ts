import type { TProjectDecision } from '@siiicca/shared';
import type { TConfig } from '../../../config';
import { escapeHtml, htmlParagraph, mailHtml, mailText } from '../../../lib/mail-layout';
import type { TOutboxMail } from '../../../platform/mail-outbox';

type TMailConfig = Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>;

const NEXT: Record<TProjectDecision, string> = {
  Aprobado: 'Su acta de aprobación ya se puede descargar desde el proyecto.',
  'Ajustes solicitados': 'Revise los comentarios de la evaluación, ajuste el proyecto y envíelo de nuevo: volverá a los mismos evaluadores.',
  Rechazado: 'Puede consultar los comentarios de la evaluación en el proyecto.',
};

/**
 * The decision, to the project's owner: the decision, its justification and what comes next. Never
 * an evaluator's name: the owner reads the comments, without names, in the product.
 */
export function decisionMail(config: TMailConfig, m: { to: string; owner: string; id: number; title: string; call: string; decision: TProjectDecision; justification: string }): TOutboxMail {
  const subject = `Decisión sobre su proyecto: ${m.decision} - ${config.PRODUCT_NAME}`;
  const link = `${config.publicUrl}/my_projects`;
  const footer = [`${config.INSTITUTION_NAME} - ${config.PRODUCT_NAME}`, 'Este es un mensaje automático; por favor no lo responda.'];
  const intro = [`Hola, ${m.owner}.`, `La evaluación de su proyecto «${m.title}» (convocatoria «${m.call}») terminó con la decisión: ${m.decision}.`];
  const text = mailText([...intro, '', 'Justificación:', m.justification, '', NEXT[m.decision], '', `Ver el proyecto: ${link}`], footer);
  const html = mailHtml({
    title: subject,
    body: [...intro.map(htmlParagraph), `  <p><strong>Justificación:</strong><br>${escapeHtml(m.justification).replace(/\n/g, '<br>')}</p>`, htmlParagraph(NEXT[m.decision])],
    button: { href: link, label: 'Ver el proyecto' },
    footer,
  });
  return { kind: 'project_decision', to: m.to, subject, text, html };
}
