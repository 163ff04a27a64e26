import type { TExternalInvestigatorInput, TInternalInvestigatorInput } from './investigators';
import type { TProjectSaveInput } from './project';

/**
 * Valid projects for tests (API tests, e2e). Not exported from the package index: import it by
 * path. `ids` are the catalogue rows of the database at hand (the API's projectFixture finds them).
 */
export type TProjectFixtureIds = {
  /** A call open today, and its documents (`required` as the call says). */
  openCall: number;
  openAttacheds: { id: number; name: string; required: boolean; accept: string }[];
  /** A call that closed already. */
  closedCall: number;
  closedAttacheds: { id: number; name: string; required: boolean; accept: string }[];
  /** A sectional, a division and faculty of its tree, and one of its research groups. */
  sectional: number;
  division: number;
  faculty: number;
  group: number;
  /** A weekly hours intensity for which every family below offers products. */
  hours: number;
  /** Per family, a product type of it and two of its products offered for `hours`. */
  knowledge: { type: number; products: number[] };
  social: { type: number; products: number[] };
  training: { type: number; products: number[] };
};

let serial = 0;
/** A fresh identification number, so that investigators of one test never collide. */
export const nextProjectIdentification = () => `${7100000 + ++serial}${Math.floor(Math.random() * 1000)}`;

type Person = { identification?: string; name?: string; email?: string };

/** A complete internal investigator (every field of its dialog). */
export function internalInvestigator(ids: TProjectFixtureIds, type: 'Principal' | 'Coinvestigador', who: Person = {}): TInternalInvestigatorInput {
  const identification = who.identification ?? nextProjectIdentification();
  return {
    type_investigator: type,
    third: {
      type_id: 'CC',
      identification,
      name: who.name ?? `Investigador ${identification}`,
      email: who.email ?? `inv${identification}@usta.test`,
      mobile: '3001234567',
      cvlac: 'https://scienti.minciencias.gov.co/cvlac/visualizador/generarCurriculoCv.do?cod_rh=0000000001',
    },
    city: 'Bogotá',
    training: 'Doctorado',
    link: 'completo',
    colciencias: 'I',
    payroll_hours: 8,
    sectional_id: ids.sectional,
    investigation_group_id: ids.group,
    division_id: ids.division,
    faculty_id: ids.faculty,
  };
}

/** A complete external ally with its entity. */
export function externalInvestigator(who: Person = {}): TExternalInvestigatorInput {
  const identification = who.identification ?? nextProjectIdentification();
  return {
    third: {
      type_id: 'CE',
      identification,
      name: who.name ?? `Aliado ${identification}`,
      email: who.email ?? `aliado${identification}@correo.test`,
      mobile: '3109876543',
    },
    city: 'Lima',
    training: 'Maestría',
    entity: { nit: '900123456-7', name: 'Fundación Ciencia Abierta', representative: 'Ana Lucía Torres', country_id: 'COL', web_page: 'https://ciencia-abierta.test' },
    interlocutor: 'Ana Lucía Torres',
    contact: '+57 601 555 1234',
  };
}

/**
 * A whole project on the open call: one Principal and one Coinvestigador, an ally, and a product of
 * each family for `ids.hours`. It passes projectSendProblems once the call's required documents are
 * attached (`attacheds` lists none: the caller uploads them).
 */
export function validProjectBody(ids: TProjectFixtureIds, opts: { principal?: Person; title?: string } = {}): TProjectSaveInput {
  return {
    announcement_id: ids.openCall,
    title: opts.title ?? 'Modelos de aprendizaje automático para la detección temprana de deserción universitaria',
    sectional_id: ids.sectional,
    hours: ids.hours,
    internal_investigators: [internalInvestigator(ids, 'Principal', opts.principal), internalInvestigator(ids, 'Coinvestigador')],
    external_investigators: [externalInvestigator()],
    attacheds: [],
    results: [
      { product_type_id: ids.knowledge.type, product_id: ids.knowledge.products[0]!, quantity: 1 },
      { product_type_id: ids.social.type, product_id: ids.social.products[0]!, quantity: 2 },
      { product_type_id: ids.training.type, product_id: ids.training.products[0]!, quantity: 1 },
    ],
  };
}
