import { z } from 'zod';
import { MSG } from '../messages';
import { zDate } from '../catalogues/fields';

/*
 * Where a third party's authorisation to hold their personal data came from (Ley 1581 de 2012, art. 9;
 * Decreto 1377 de 2013, art. 7: written, oral, or by unequivocal conduct), and when it was given:
 * asked in the forms that name investigators, allies and actors (docs/personal-data-rights.md).
 */
export const THIRD_AUTH_SOURCES = {
  formulario: 'Formulario de la plataforma',
  escrita: 'Autorización escrita firmada',
  correo: 'Correo electrónico',
  verbal: 'Verbal (grabada)',
  conducta: 'Conducta inequívoca',
} as const;
export type TThirdAuthSource = keyof typeof THIRD_AUTH_SOURCES;
export const THIRD_AUTH_SOURCE_IDS = Object.keys(THIRD_AUTH_SOURCES) as [TThirdAuthSource, ...TThirdAuthSource[]];

/** The two optional fields a person's form adds (a select and a date); an empty box ('') is no value. */
export const ZThirdAuthorisationSchema = z.object({
  auth_source: z
    .union([z.literal(''), z.enum(THIRD_AUTH_SOURCE_IDS)], { error: MSG.invalidValue })
    .nullish()
    .transform((v) => v || null),
  auth_date: z
    .union([z.literal(''), zDate()])
    .nullish()
    .transform((v) => v || null),
});
