import { z } from 'zod';
import { MSG } from '../messages';
import { isMaskedEmail } from './masked-contact';

/** The longest e-mail address the product keeps (spec section 9: e-mail 150). */
export const EMAIL_MAX = 150;

/**
 * An e-mail address, the one rule of the product: required, at most 150 characters, the usual
 * shape. Each form names its own messages where the spec words them differently ('Correo inválido',
 * 'Email inválido.', 'Correo Requerido'). `masked`: a person's address as a look-up showed it
 * (maskContactEmail) is accepted too, meaning 'keep the stored one' (docs/people-data.md).
 */
export const zEmailAddress = (messages: { required: string; invalid: string; tooLong?: string; masked?: boolean }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: messages.tooLong ?? MSG.max(EMAIL_MAX), abort: true })
    .refine((v) => z.regexes.email.test(v) || (!!messages.masked && isMaskedEmail(v)), messages.invalid);
