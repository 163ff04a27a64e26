/*
 * A person's e-mail and mobile as a look-up shows them to someone who may only recognise the person
 * (docs/people-data.md): 'docente@usta.edu.co' -> 'd***@u***.edu.co', '3176543210' -> '***210'. A
 * form sends a masked value back unchanged when the user did not type a new one, and the server then
 * keeps the stored value it stands for: a masked value is never stored.
 */

const MASK = '***';

/** What a form says under a masked value it filled from a look-up. */
export const MASKED_CONTACT_HINT = 'Dato protegido: se conserva el registrado si no lo cambia';

/** The first letter of the address and of its domain, then the rest of the domain after its first label. */
export function maskContactEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const rest = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}${MASK}@${domain[0] ?? ''}${MASK}${rest}`;
}

/** The last three characters of the number only. */
export const maskContactMobile = (mobile: string): string => `${MASK}${mobile.trim().slice(-3)}`;

const MASKED_EMAIL = /^[^\s@*]\*{3}@[^\s@.*]\*{3}(\.[^\s@*.]+)*$/;
const MASKED_MOBILE = /^\*{3}[^*]{0,3}$/;

/** Whether a value is what maskContactEmail shows (the user kept the stored address). */
export const isMaskedEmail = (value: string | null | undefined): value is string => !!value && MASKED_EMAIL.test(value.trim());

/** Whether a value is what maskContactMobile shows (the user kept the stored number). */
export const isMaskedMobile = (value: string | null | undefined): value is string => !!value && MASKED_MOBILE.test(value.trim());
