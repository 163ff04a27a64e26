import { isPersonActor, type TActorInput, type TActorType } from '@siiicca/shared';
import type { TFormValues } from '../../../components/catalogue';

/**
 * The dialog's values: every field an actor of any type may have, empty as '' so that every box is
 * controlled from the start. The type's schema reads only its own fields and drops the rest.
 */
export function emptyActor(type: TActorType, sectionalId?: number): TFormValues {
  const person = isPersonActor(type);
  return {
    type,
    rol: '',
    third: { type_id: person ? 'CC' : 'NIT', identification: '', name: '', email: '', mobile: '', cvlac: '', orcid: '', gooAcademico: '' },
    link: '',
    sectional_id: sectionalId ?? '',
    faculty_id: '',
    investigation_group_id: '',
    entity_name: '',
    country_id: '',
    city_id: '',
    program_id: '',
    semester: '',
    programs: [],
    actor_name: '',
    actor_position: '',
    email: '',
    economic_sector_id: '',
    sector: '',
  };
}

const blank = (value: unknown): unknown => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(v)]));
  return value;
};

/** An actor of the list as the dialog's values. */
export const actorToForm = (actor: TActorInput, sectionalId?: number): TFormValues => {
  const base = emptyActor(actor.type, sectionalId);
  const values = blank(actor) as TFormValues;
  return { ...base, ...values, third: { ...(base.third as object), ...(values.third as object) } };
};

/** What the schema reads: an empty box is no value (a select left empty is 'Campo requerido', not a wrong type). */
export const formToInput = (value: unknown): unknown => {
  if (value === '') return null;
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, formToInput(v)]));
  return value;
};
