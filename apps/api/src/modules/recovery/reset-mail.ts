import { RECOVERY_TOKEN_MINUTES, RESET_MAIL_MSG as T } from '@siiicca/shared';
import type { MailMessage } from '../../lib/mailer';

type ResetMail = { to: string; name: string; link: string; institution: string; product: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The reset e-mail, in Spanish, as plain text and HTML carrying the same words and link. */
export function composeResetMail(m: ResetMail): MailMessage {
  const subject = T.subject(m.product);
  const lines = {
    hello: T.hello(m.name),
    why: T.why(m.product, m.institution),
    how: T.how(RECOVERY_TOKEN_MINUTES),
    ignore: T.ignore,
    auto: T.auto,
  };
  const text = [lines.hello, '', lines.why, '', lines.how, m.link, '', lines.ignore, '', `${m.institution} - ${m.product}`, lines.auto, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5">
  <p>${e(lines.hello)}</p>
  <p>${e(lines.why)}</p>
  <p>${e(lines.how)}</p>
  <p><a href="${e(m.link)}" style="display: inline-block; padding: 10px 18px; background: #0a3d91; color: #ffffff; text-decoration: none; border-radius: 4px">${e(T.button)}</a></p>
  <p style="font-size: 13px">${e(T.linkFallback)}<br><a href="${e(m.link)}">${e(m.link)}</a></p>
  <p>${e(lines.ignore)}</p>
  <hr style="border: none; border-top: 1px solid #d1d5db">
  <p style="font-size: 12px; color: #6b7280">${e(m.institution)} - ${e(m.product)}<br>${e(lines.auto)}</p>
</body></html>`;
  return { to: m.to, subject, text, html };
}
