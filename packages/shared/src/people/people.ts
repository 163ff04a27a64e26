import { z } from 'zod';
import { zOptionalText, zOptionalUrl, zRequiredText } from '../catalogues/fields';
import { ZThirdAuthorisationSchema } from './authorisation';
import { zId } from '../schemas/bounds';
import { zEmailAddress } from '../schemas/email';
import { isMaskedEmail } from '../schemas/masked-contact';
import { ID_TYPES, PERSON_ID_TYPES } from './enums';
import { PEOPLE_MSG } from './messages';
import { zOptionalOrcid } from '../researchers/orcid';

/** Limits of people and organisations (spec sections 5 and 9). */
export const PEOPLE_LIMITS = {
  identification: 15,
  personName: 100,
  organisationName: 250,
  email: 150,
  mobile: 20,
  entityName: 200,
  position: 200,
  link: 300,
  training: 80,
} as const;

const required = { error: PEOPLE_MSG.required };

/** An identification number as typed: letters and digits (passports carry letters), no spaces. */
export const zIdentification = () =>
  zRequiredText(PEOPLE_LIMITS.identification).pipe(
    z.string().regex(/^[A-Za-z0-9-]+$/, 'Solo letras, números y guion, sin espacios'),
  );

export const zEmail = () => zEmailAddress({ required: PEOPLE_MSG.required, invalid: PEOPLE_MSG.invalidEmail });

/** A person's address: as typed, or as the look-up showed it masked (the stored one is kept). */
const zPersonEmail = () => zEmailAddress({ required: PEOPLE_MSG.required, invalid: PEOPLE_MSG.invalidEmail, masked: true });

export const zOptionalEmail = () =>
  z
    .string()
    .trim()
    .max(PEOPLE_LIMITS.email, PEOPLE_MSG.max(PEOPLE_LIMITS.email))
    .refine((v) => v === '' || z.regexes.email.test(v) || isMaskedEmail(v), PEOPLE_MSG.invalidEmail)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A person (tercero) as the forms send it: one record per identification type and number, shared
 * by every strategy (and project) that names them. Correcting it in one place corrects it everywhere.
 */
export const ZPersonSchema = z.object({
  type_id: z.enum(PERSON_ID_TYPES, required),
  identification: zIdentification(),
  name: zRequiredText(PEOPLE_LIMITS.personName),
  email: zPersonEmail(),
  mobile: zOptionalText(PEOPLE_LIMITS.mobile),
  cvlac: zOptionalUrl(PEOPLE_LIMITS.link),
  orcid: zOptionalOrcid(PEOPLE_LIMITS.link),
  gooAcademico: zOptionalUrl(PEOPLE_LIMITS.link),
  ...ZThirdAuthorisationSchema.shape,
});
export type TPersonInput = z.input<typeof ZPersonSchema>;
export type TPerson = z.output<typeof ZPersonSchema>;

/** An organisation taking part as an actor (company, public body, community group): NIT and name. */
export const ZOrganisationSchema = z.object({
  type_id: z.enum(ID_TYPES, required),
  identification: zIdentification(),
  name: zRequiredText(PEOPLE_LIMITS.organisationName),
  email: zOptionalEmail(),
  mobile: zOptionalText(PEOPLE_LIMITS.mobile),
});
export type TOrganisationInput = z.input<typeof ZOrganisationSchema>;

/**
 * The leading lecturer (step 2): the person plus where they work. Saved as the actor of type
 * 'Líder', merged with an actor of the same identification.
 */
export const ZLeaderSchema = ZPersonSchema.extend({
  sectional_id: zId(),
  faculty_id: zId(),
  investigation_group_id: zId().nullish().transform((v) => v ?? null),
});
export type TLeaderInput = z.input<typeof ZLeaderSchema>;
export type TLeader = z.output<typeof ZLeaderSchema>;

/** A person or organisation (third) as the API answers it. */
export const ZThirdOutSchema = z.object({
  id: z.number(),
  type_id: z.enum(ID_TYPES),
  identification: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  cvlac: z.string().nullable(),
  orcid: z.string().nullable(),
  gooAcademico: z.string().nullable(),
  auth_source: z.string().nullish(),
  auth_date: z.string().nullish(),
});

/** What `GET /api/siiicca/get_leader?identification=` answers: the person and their research group. */
export const ZPersonLookupSchema = z.object({
  /** Where the answer came from: the product's own records or the academic system. */
  source: z.enum(['records', 'academic']),
  third: ZThirdOutSchema.extend({
    /** Null when the person comes from the academic system and is not yet in the product's records. */
    id: z.number().nullable(),
    sectional_id: z.number().nullable(),
    faculty_id: z.number().nullable(),
    link: z.string().nullable(),
  }),
  investigation_group: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type TPersonLookup = z.infer<typeof ZPersonLookupSchema>;

export const ZPersonLookupQuerySchema = z.object({
  identification: zIdentification(),
});
