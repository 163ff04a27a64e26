import { executionViewPath, type TReportDecision } from '@siiicca/shared';
import type { TConfig } from '../../../config';
import { escapeHtml, htmlParagraph, mailHtml, mailText } from '../../../lib/mail-layout';
import type { TOutboxMail } from '../../../platform/mail-outbox';

export type TMailConfig = Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>;

const NEXT: Record<TReportDecision, string> = {
  Aceptado: 'No tiene que hacer nada más con este informe.',
  'Con observaciones': 'Atienda las observaciones, ajuste el informe y envíelo de nuevo desde la ejecución del proyecto.',
  Rechazado: 'Puede consultar la revisión en la ejecución del proyecto; comuníquese con la oficina de investigación si tiene dudas.',
};

/** The footer every mail of the stage carries. */
export const footerOf = (config: TMailConfig) => [`${config.INSTITUTION_NAME} - ${config.PRODUCT_NAME}`, 'Este es un mensaje automático; por favor no lo responda.'];

/** The project's execution view in the product (PUBLIC_URL, never a request's headers). */
export const executionLink = (config: TMailConfig, projectId: number) => `${config.publicUrl}${executionViewPath(projectId)}`;

/** The office's review of a report, to the project's owner: the decision, its comment and what comes next. */
export function reviewMail(
  config: TMailConfig,
  m: { to: string; owner: string; projectId: number; title: string; number: number; kind: string; decision: TReportDecision; comment: string },
): TOutboxMail {
  const subject = `Revisión de su informe ${m.number}: ${m.decision} - ${config.PRODUCT_NAME}`;
  const link = executionLink(config, m.projectId);
  const footer = footerOf(config);
  const intro = [`Hola, ${m.owner}.`, `La oficina revisó el informe ${m.number} (${m.kind}) del proyecto «${m.title}»: ${m.decision}.`];
  const comment = m.comment ? ['', 'Observaciones:', m.comment] : [];
  const text = mailText([...intro, ...comment, '', NEXT[m.decision], '', `Informe: #${m.number} del proyecto #${m.projectId}`, '', `Ver la ejecución del proyecto: ${link}`], footer);
  const html = mailHtml({
    title: subject,
    body: [
      ...intro.map(htmlParagraph),
      ...(m.comment ? [`  <p><strong>Observaciones:</strong><br>${escapeHtml(m.comment).replace(/\n/g, '<br>')}</p>`] : []),
      htmlParagraph(NEXT[m.decision]),
    ],
    button: { href: link, label: 'Ver la ejecución del proyecto' },
    footer,
  });
  return { kind: 'execution_report_review', to: m.to, subject, text, html };
}
