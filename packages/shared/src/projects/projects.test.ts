import { describe, expect, it } from 'vitest';
import {
  isCallOpen,
  payrollHoursTotal,
  PROJECT_MSG,
  projectAction,
  projectSendProblems,
  ZEntitySchema,
  ZExternalInvestigatorSchema,
  ZInternalInvestigatorSchema,
  ZOrganisationSchema,
  ZProjectSaveSchema,
  ZResultSchema,
  type TProjectForSend,
} from '../index';

const person = { type_id: 'CC', identification: '1010', name: 'Ana Pérez', email: 'ana@usta.edu.co', mobile: '3001234567' } as const;
const internal = {
  type_investigator: 'Principal',
  third: person,
  city: 'Bogotá',
  training: 'Doctorado en Educación',
  link: 'completo',
  colciencias: 'IS',
  payroll_hours: 10,
  sectional_id: 1,
  investigation_group_id: 2,
  faculty_id: 3,
} as const;
const ally = {
  third: { type_id: 'CE', identification: 'X99', name: 'John Smith', email: 'john@example.org' },
  city: 'Lima',
  training: 'PhD',
  entity: { nit: '900123456-7', name: 'Fundación Aliada', representative: 'María Gómez', country_id: 'PER' },
  interlocutor: 'María Gómez',
  contact: '+51 1 555 0101',
} as const;

const sendable = (): TProjectForSend => ({
  announcement: {
    state: true,
    fecha_inicio: '2026-11-01',
    fecha_fin: '2026-11-30',
    attacheds: [
      { id: 1, name: 'Carta de aval', required: true },
      { id: 2, name: 'Hojas de vida', required: false },
    ],
  },
  hours: 8,
  documents: [1],
  internal_investigators: [internal],
  external_investigators: [ally],
  results: [{ family: 'knowledge' }, { family: 'social' }, { family: 'training' }],
});

describe('investigators (spec section 5)', () => {
  it('accepts a complete internal investigator and an ally, who is always Coinvestigador', () => {
    expect(ZInternalInvestigatorSchema.safeParse(internal).success).toBe(true);
    expect(ZExternalInvestigatorSchema.parse(ally).type_investigator).toBe('Coinvestigador');
    expect(ZExternalInvestigatorSchema.safeParse({ ...ally, type_investigator: 'Principal' }).success).toBe(false);
  });

  it('names each missing or too long field with the spec limits', () => {
    const r = ZInternalInvestigatorSchema.safeParse({ ...internal, city: 'x'.repeat(81), third: { ...person, mobile: '' } });
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ city: 'Máximo 80 letras', 'third.mobile': 'Campo requerido' });
  });

  it("treats the client's temporary 'n_' ids as new", () => {
    expect(ZInternalInvestigatorSchema.parse({ ...internal, id: 'n_3' }).id).toBeNull();
    expect(ZInternalInvestigatorSchema.parse({ ...internal, id: 12 }).id).toBe(12);
    expect(ZInternalInvestigatorSchema.safeParse({ ...internal, id: 'x_3' }).success).toBe(false);
  });

  it("accepts as an ally's entity every organisation a strategy may have saved in the shared record", () => {
    const organisation = ZOrganisationSchema.parse({ type_id: 'NIT', identification: 'NIT-900123AB', name: 'F'.repeat(250) });
    const entity = { nit: organisation.identification, name: organisation.name, representative: 'Rosa Díaz', country_id: 'COL' };
    expect(ZEntitySchema.safeParse(entity).success).toBe(true);
    expect(ZEntitySchema.safeParse({ ...entity, nit: '900 123' }).success).toBe(false);
    expect(ZEntitySchema.safeParse({ ...entity, name: 'F'.repeat(251) }).success).toBe(false);
  });

  it('totals the payroll hours of step 2', () => {
    expect(payrollHoursTotal([{ payroll_hours: 10 }, { payroll_hours: null }, { payroll_hours: 4 }])).toBe(14);
  });
});

describe('saving a draft', () => {
  it('needs only the call, the title and the hours', () => {
    const r = ZProjectSaveSchema.safeParse({});
    const paths = (r.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths.sort()).toEqual(['announcement_id', 'hours', 'title']);
    expect(ZProjectSaveSchema.safeParse({ announcement_id: 1, title: 'Un proyecto', hours: 8 }).success).toBe(true);
  });

  it('keeps an incomplete investigator in a draft, but not two Principals, a repeated person or product', () => {
    const draft = { announcement_id: 1, title: 'Un proyecto', hours: 8 };
    expect(ZProjectSaveSchema.safeParse({ ...draft, internal_investigators: [{ type_investigator: 'Principal', third: { type_id: 'CC', identification: '1', name: 'Ana' } }] }).success).toBe(true);
    const twice = ZProjectSaveSchema.safeParse({ ...draft, internal_investigators: [internal, { ...internal, third: { ...person, identification: '2' } }] });
    expect(twice.error?.issues.map((i) => i.message)).toContain(PROJECT_MSG.onePrincipal);
    const same = ZProjectSaveSchema.safeParse({ ...draft, internal_investigators: [internal, { ...internal, type_investigator: 'Coinvestigador' }] });
    expect(same.error?.issues.map((i) => i.message)).toContain(PROJECT_MSG.investigatorExists);
    const result = { product_type_id: 1, product_id: 2 };
    const repeated = ZProjectSaveSchema.safeParse({ ...draft, results: [result, { ...result, quantity: 3 }] });
    expect(repeated.error?.issues.map((i) => i.message)).toEqual([PROJECT_MSG.productExists]);
  });

  it("asks a quantity greater than 0 ('Cantidad Mayor a 0'), 1 unless given", () => {
    expect(ZResultSchema.parse({ product_type_id: 1, product_id: 2 }).quantity).toBe(1);
    expect(ZResultSchema.safeParse({ product_type_id: 1, product_id: 2, quantity: 0 }).error?.issues[0]?.message).toBe('Cantidad Mayor a 0');
  });
});

describe('who may do what with a project (spec section 4)', () => {
  it('lets only the owner edit, delete and send a Borrador; the PDF always', () => {
    const draft = { state: 'Borrador', user_id: 7 } as const;
    const sent = { state: 'Enviado', user_id: 7 } as const;
    expect(projectAction('send', draft, 7)).toEqual({ allowed: true });
    expect(projectAction('edit', draft, 8)).toEqual({ allowed: false, reason: PROJECT_MSG.notYours });
    expect(projectAction('edit', sent, 7)).toEqual({ allowed: false, reason: 'El Proyecto no tiene el Estado Necesario para Editar' });
    expect(projectAction('send', sent, 7).allowed).toBe(false);
    expect(projectAction('pdf', sent, 8).allowed).toBe(true);
  });

  it("lets the owner edit and send again, not delete, a project returned with 'Ajustes solicitados'; nothing else after Enviado", () => {
    const returned = { state: 'Ajustes solicitados', user_id: 7 } as const;
    expect(projectAction('edit', returned, 7)).toEqual({ allowed: true });
    expect(projectAction('send', returned, 7)).toEqual({ allowed: true });
    expect(projectAction('delete', returned, 7)).toEqual({ allowed: false, reason: PROJECT_MSG.wrongStateToDelete });
    expect(projectAction('edit', returned, 8).allowed).toBe(false);
    for (const state of ['En evaluación', 'Aprobado', 'Rechazado'] as const) {
      expect(projectAction('edit', { state, user_id: 7 }, 7)).toEqual({ allowed: false, reason: PROJECT_MSG.wrongStateToEdit });
      expect(projectAction('send', { state, user_id: 7 }, 7).allowed).toBe(false);
    }
  });

  it("reads a call's last day as open, in Bogotá's calendar", () => {
    const call = { state: true, fecha_inicio: '2026-11-01', fecha_fin: '2026-11-30' };
    expect(isCallOpen(call, '2026-11-30')).toBe(true);
    expect(isCallOpen(call, '2026-12-01')).toBe(false);
    expect(isCallOpen({ ...call, state: false }, '2026-11-15')).toBe(false);
  });
});

describe('the send validation', () => {
  it('finds nothing wrong with a complete project', () => {
    expect(projectSendProblems(sendable(), '2026-11-30')).toEqual([]);
  });

  it('lists every problem at once', () => {
    const p: TProjectForSend = {
      ...sendable(),
      documents: [],
      internal_investigators: [{ ...internal, type_investigator: 'Coinvestigador', training: '' }],
      results: [{ family: 'knowledge' }, { family: null }],
    };
    expect(projectSendProblems(p, '2026-12-01')).toEqual([
      PROJECT_MSG.callClosed('30/11/2026'),
      PROJECT_MSG.documentMissing('Carta de aval'),
      PROJECT_MSG.principalMissing,
      PROJECT_MSG.investigatorIncomplete('Ana Pérez', 'Formación', 'Campo requerido'),
      PROJECT_MSG.familyMissing('social'),
      PROJECT_MSG.familyMissing('training'),
    ]);
  });

  it('asks for results, and a single Principal', () => {
    const p = { ...sendable(), results: [], internal_investigators: [internal, { ...internal, third: { ...person, identification: '2' } }] };
    expect(projectSendProblems(p, '2026-11-15')).toEqual([PROJECT_MSG.principalTwice, PROJECT_MSG.resultsMissing]);
  });
});
