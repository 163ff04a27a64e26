import { CAT_MSG } from '../catalogues/messages';

/** Spanish messages of a person's fields: the catalogues' general ones, and the spec's e-mail message. */
export const PEOPLE_MSG = {
  required: CAT_MSG.required,
  max: CAT_MSG.max,
  invalidEmail: 'Email inválido.',
};
