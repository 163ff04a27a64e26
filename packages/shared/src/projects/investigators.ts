import { z } from 'zod';
import { zOptionalText, zOptionalUrl, zRequiredText } from '../catalogues/fields';
import { zId, zWhole } from '../schemas/bounds';
import { zEmailAddress } from '../schemas/email';
import { isMaskedEmail } from '../schemas/masked-contact';
import { MSG } from '../messages';
import { PERSON_ID_TYPES, RESEARCHER_CATEGORIES, ZThirdAuthorisationSchema } from '../people';
import { EMPLOYMENT_LINKS, INVESTIGATOR_TYPES } from './enums';
import { PROJECT_MSG } from './messages';
import { zOptionalOrcid } from '../researchers/orcid';

/** Limits of investigators and allies (spec sections 5 and 9). */
export const INVESTIGATOR_LIMITS = {
  identification: 100,
  name: 100,
  city: 80,
  training: 80,
  email: 150,
  mobile: 20,
  contact: 20,
  interlocutor: 150,
  link: 300,
  /**
   * The entity is the organisation's record in `thirds`, shared with strategies, where an
   * organisation taking part as an actor may carry a name of 250: the project form accepts what it
   * may be shown (spec: entity name 200, non-person actor 250).
   */
  entityName: 250,
  representative: 150,
  nit: 20,
  /** Weekly payroll hours a lecturer gives the project. */
  payrollHoursMax: 48,
} as const;
const L = INVESTIGATOR_LIMITS;

const required = { error: PROJECT_MSG.required };

/** An identification as typed: letters, digits and hyphens (passports carry letters), no spaces. */
const zIdentification = (max: number = L.identification) =>
  zRequiredText(max).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, 'Solo letras, números y guion, sin espacios'));

/** A person's address: as typed, or as the look-up showed it masked (the stored one is kept). */
const zEmail = () => zEmailAddress({ required: PROJECT_MSG.required, invalid: PROJECT_MSG.invalidEmail, masked: true });

/**
 * An investigator's id as the client sends it: a saved investigator's number, or a temporary
 * 'n_<counter>' for a new one (spec section 3), which the server ignores.
 */
export const zInvestigatorId = () =>
  z
    .union([zId(MSG.invalidValue), z.string().regex(/^n_\d{1,9}$/, MSG.invalidValue)])
    .nullish()
    .transform((v) => (typeof v === 'number' ? v : null));

/** The person of an investigator: one record per identification, shared with strategies (thirds). */
export const ZInvestigatorPersonSchema = z.object({
  type_id: z.enum(PERSON_ID_TYPES, required),
  identification: zIdentification(),
  name: zRequiredText(L.name),
  email: zEmail(),
  mobile: zOptionalText(L.mobile),
  cvlac: zOptionalUrl(L.link),
  orcid: zOptionalOrcid(L.link),
  gooAcademico: zOptionalUrl(L.link),
  ...ZThirdAuthorisationSchema.shape,
});

/** The entity (organisation) an external ally belongs to: its NIT, name, legal representative, country and web page. */
export const ZEntitySchema = z.object({
  // The same characters a strategy accepts for an organisation's identification (one shared record).
  nit: zIdentification(L.nit),
  name: zRequiredText(L.entityName),
  representative: zRequiredText(L.representative),
  country_id: zRequiredText(3),
  web_page: zOptionalUrl(L.link),
});
export type TEntityInput = z.input<typeof ZEntitySchema>;

const common = {
  id: zInvestigatorId(),
  city: zRequiredText(L.city),
  training: zRequiredText(L.training),
};

/**
 * An internal investigator (Investigadores USTA) as the dialog validates it (spec section 5): every
 * field of the dialog. The send validation checks every saved investigator against it.
 */
export const ZInternalInvestigatorSchema = z.object({
  ...common,
  type_third: z.literal('Interno').default('Interno'),
  type_investigator: z.enum(INVESTIGATOR_TYPES, required),
  third: ZInvestigatorPersonSchema.extend({ mobile: zRequiredText(L.mobile) }),
  link: z.enum(EMPLOYMENT_LINKS, required),
  colciencias: z.enum(RESEARCHER_CATEGORIES, required),
  payroll_hours: zWhole(1, L.payrollHoursMax),
  sectional_id: zId(PROJECT_MSG.required),
  investigation_group_id: zId(PROJECT_MSG.required),
  division_id: zId(PROJECT_MSG.required).nullish().transform((v) => v ?? null),
  faculty_id: zId(PROJECT_MSG.required),
});
export type TInternalInvestigatorInput = z.input<typeof ZInternalInvestigatorSchema>;
export type TInternalInvestigator = z.output<typeof ZInternalInvestigatorSchema>;

/** An external ally (Aliados Externos): always Coinvestigador; the person, the entity, interlocutor and contact phone. */
export const ZExternalInvestigatorSchema = z.object({
  ...common,
  type_third: z.literal('Externo').default('Externo'),
  type_investigator: z.literal('Coinvestigador').default('Coinvestigador'),
  third: ZInvestigatorPersonSchema,
  entity: ZEntitySchema,
  interlocutor: zRequiredText(L.interlocutor),
  contact: zRequiredText(L.contact).pipe(z.string().regex(/^[0-9+() -]+$/, 'Solo números, espacios y + ( ) -')),
});
export type TExternalInvestigatorInput = z.input<typeof ZExternalInvestigatorSchema>;
export type TExternalInvestigator = z.output<typeof ZExternalInvestigatorSchema>;

/*
 * What a draft may hold: a saved form may be incomplete (spec: 'Saving from the form always stores
 * a draft'), so every field but the person's type, identification and name may be missing; what is
 * there keeps its bounds. The send validation asks for the full schemas above.
 */
const optionalId = () => zId(MSG.invalidValue).nullish().transform((v) => v ?? null);

export const ZInternalInvestigatorDraftSchema = z.object({
  id: zInvestigatorId(),
  type_third: z.literal('Interno').default('Interno'),
  type_investigator: z.enum(INVESTIGATOR_TYPES, required),
  third: ZInvestigatorPersonSchema.partial({ email: true }).extend({ email: zOptionalEmail() }),
  city: zOptionalText(L.city),
  training: zOptionalText(L.training),
  link: z.enum(EMPLOYMENT_LINKS, required).nullish().transform((v) => v ?? null),
  colciencias: z.enum(RESEARCHER_CATEGORIES, required).nullish().transform((v) => v ?? null),
  payroll_hours: zWhole(1, L.payrollHoursMax).nullish().transform((v) => v ?? null),
  sectional_id: optionalId(),
  investigation_group_id: optionalId(),
  division_id: optionalId(),
  faculty_id: optionalId(),
});

export const ZExternalInvestigatorDraftSchema = z.object({
  id: zInvestigatorId(),
  type_third: z.literal('Externo').default('Externo'),
  type_investigator: z.literal('Coinvestigador').default('Coinvestigador'),
  third: ZInvestigatorPersonSchema.partial({ email: true }).extend({ email: zOptionalEmail() }),
  city: zOptionalText(L.city),
  training: zOptionalText(L.training),
  entity: ZEntitySchema.partial().nullish().transform((v) => v ?? null),
  interlocutor: zOptionalText(L.interlocutor),
  contact: zOptionalText(L.contact),
});

function zOptionalEmail() {
  return z
    .string()
    .trim()
    .max(L.email, PROJECT_MSG.max(L.email))
    .refine((v) => v === '' || z.regexes.email.test(v) || isMaskedEmail(v), PROJECT_MSG.invalidEmail)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** The labels of an investigator's fields, for the send validation's messages and the dialogs. */
export const INVESTIGATOR_FIELD_LABELS: Record<string, string> = {
  type_investigator: 'Tipo de Investigador',
  'third.type_id': 'Tipo de Documento',
  'third.identification': 'Identificación',
  'third.name': 'Nombre',
  'third.email': 'Correo Electrónico',
  'third.mobile': 'Celular',
  'third.cvlac': 'CvLAC',
  'third.orcid': 'ORCID',
  'third.gooAcademico': 'Google Scholar',
  city: 'Ciudad',
  training: 'Formación',
  link: 'Vinculación',
  colciencias: 'Categoría de Investigador',
  payroll_hours: 'Horas de Nómina',
  sectional_id: 'Seccional',
  investigation_group_id: 'Grupo de Investigación',
  division_id: 'División',
  faculty_id: 'Facultad',
  'entity.nit': 'NIT de la Entidad',
  'entity.name': 'Nombre de la Entidad',
  'entity.representative': 'Representante Legal',
  'entity.country_id': 'País de la Entidad',
  'entity.web_page': 'Página Web de la Entidad',
  interlocutor: 'Interlocutor',
  contact: 'Teléfono de Contacto',
};
