/*
 * The one layout of the product's e-mails (password reset, projects' notifications): plain text and
 * HTML carrying the same words. Every value goes into the HTML escaped; callers pass text, and HTML
 * blocks only when they are built with `escapeHtml` or the helpers here.
 */

/** Text made safe inside an HTML element or a quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A paragraph of the mail's HTML. */
export const htmlParagraph = (text: string) => `  <p>${escapeHtml(text)}</p>`;

/** The text part: its lines, a blank line, the footer's lines (institution and product, 'do not reply'). */
export const mailText = (lines: string[], footer: string[]) => [...lines, '', ...footer, ''].join('\n');

type TMailHtml = {
  /** The document's title (the subject). */
  title: string;
  /** HTML blocks above the button, one a line (escaped by the caller). */
  body: string[];
  /** The mail's one action, drawn as a button. */
  button: { href: string; label: string };
  /** HTML blocks between the button and the footer's rule. */
  after?: string[];
  /** The footer's lines, small and grey under a rule. */
  footer: string[];
};

/** The HTML part: the product's fonts and colours, the body, the button, a rule and the footer. */
export function mailHtml(m: TMailHtml): string {
  const e = escapeHtml;
  return [
    '<!doctype html>',
    `<html lang="es"><head><meta charset="utf-8"><title>${e(m.title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5">',
    ...m.body,
    `  <p><a href="${e(m.button.href)}" style="display: inline-block; padding: 10px 18px; background: #0a3d91; color: #ffffff; text-decoration: none; border-radius: 4px">${e(m.button.label)}</a></p>`,
    ...(m.after ?? []),
    '  <hr style="border: none; border-top: 1px solid #d1d5db">',
    `  <p style="font-size: 12px; color: #6b7280">${m.footer.map(e).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
}
