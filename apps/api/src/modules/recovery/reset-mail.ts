import { RECOVERY_TOKEN_MINUTES, RESET_MAIL_MSG as T } from '@siiicca/shared';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml as e, htmlParagraph, mailHtml, mailText } from '../../lib/mail-layout';

type ResetMail = { to: string; name: string; link: string; institution: string; product: string };

/** The reset e-mail, in Spanish, as plain text and HTML carrying the same words and link. */
export function composeResetMail(m: ResetMail): MailMessage {
  const subject = T.subject(m.product);
  const lines = {
    hello: T.hello(m.name),
    why: T.why(m.product, m.institution),
    how: T.how(RECOVERY_TOKEN_MINUTES),
    ignore: T.ignore,
  };
  const footer = [`${m.institution} - ${m.product}`, T.auto];
  const text = mailText([lines.hello, '', lines.why, '', lines.how, m.link, '', lines.ignore], footer);
  const html = mailHtml({
    title: subject,
    body: [lines.hello, lines.why, lines.how].map(htmlParagraph),
    button: { href: m.link, label: T.button },
    after: [`  <p style="font-size: 13px">${e(T.linkFallback)}<br><a href="${e(m.link)}">${e(m.link)}</a></p>`, htmlParagraph(lines.ignore)],
    footer,
  });
  return { to: m.to, subject, text, html };
}
