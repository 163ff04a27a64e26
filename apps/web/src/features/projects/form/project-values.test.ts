import { ZProjectSaveSchema, type TInvestigatorOut, type TProjectDetail } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import type { TProjectFormValues, TProjectLookups } from './form-values';
import { detailToForm, newProjectValues, toPayload, withOwnCall } from './project-values';
import { bareThird as person } from '../../../lib/test-fixtures';

const investigatorBase = {
  city: null,
  training: null,
  link: null,
  colciencias: null,
  payroll_hours: null,
  sectional_id: null,
  investigation_group_id: null,
  division_id: null,
  faculty_id: null,
  entity: null,
  interlocutor: null,
  contact: null,
};

const principal: TInvestigatorOut = {
  ...investigatorBase,
  id: 31,
  type_investigator: 'Principal',
  type_third: 'Interno',
  third: { ...person(600, '52123456', 'Ana María Rojas'), email: 'ana.rojas@usta.edu.co', mobile: '3001234567' },
  city: 'Bogotá',
  training: 'Doctorado',
  link: 'completo',
  colciencias: 'IS',
  payroll_hours: 10,
  sectional_id: 3,
  investigation_group_id: 4,
  faculty_id: 12,
};

/** An ally saved in a draft before the entity's representative and web page were typed. */
const ally: TInvestigatorOut = {
  ...investigatorBase,
  id: 32,
  type_investigator: 'Coinvestigador',
  type_third: 'Externo',
  third: person(601, '79111222', 'Carlos Pérez'),
  entity: { nit: '900123456', name: 'Alcaldía de Tunja', representative: null, country_id: 'COL', web_page: null },
  interlocutor: 'Secretaría de Planeación',
};

const call = {
  id: 9,
  name: 'Convocatoria interna 2026',
  type: 'Interna',
  fecha_inicio: '2026-02-01',
  fecha_fin: '2026-03-31',
  state: true,
  attacheds: [
    { id: 51, name: 'Carta de aval de la Facultad', required: true, accept: 'pdf', evaluator_visible: false },
    { id: 52, name: 'Presupuesto', required: false, accept: 'xlsx', evaluator_visible: null },
  ],
  blind: true,
};

/** A draft as GET /api/siiicca/projects/{id} answers it. */
const draft: TProjectDetail = {
  id: 77,
  version: '3',
  state: 'Borrador',
  user: { id: 8, name: 'Ana María Rojas' },
  created_at: '2026-03-01T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  sent_at: null,
  announcement_id: 9,
  announcement: call,
  type: 'Interna',
  title: 'Movilidad sostenible en Tunja',
  sectional_id: 3,
  sectional: { id: 3, name: 'Tunja' },
  hours: 20,
  internal_investigators: [principal],
  external_investigators: [ally],
  attacheds: [{ id: 400, attached_id: 51, name: 'Carta de aval de la Facultad', file: 'aval.pdf', size: 1200, uploaded_at: '2026-03-02T15:00:00.000Z' }],
  results: [
    {
      id: 81,
      product_type_id: 5,
      product_id: 6,
      product_type: { id: 5, name: 'Artículo', family: 'knowledge' },
      product: { id: 6, name: 'Artículo Q1' },
      quantity: 2,
    },
  ],
};

const file = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('a new project', () => {
  it('has nothing chosen: no call, no investigators, no documents, no results, no files', () => {
    const v = newProjectValues();
    expect(v).toMatchObject({ id: null, version: null, title: '', sectional_id: null, internal_investigators: [], external_investigators: [], attacheds: [], results: [], files: {} });
    expect(v.announcement_id).toBeUndefined();
    expect(v.hours).toBeUndefined();
  });
});

describe('a saved draft reopened in the form', () => {
  const form = detailToForm(draft);

  it('shows its call, title, intensity and the version it will be saved against', () => {
    expect(form).toMatchObject({ id: 77, version: '3', announcement_id: 9, title: 'Movilidad sostenible en Tunja', sectional_id: 3, hours: 20, files: {} });
  });

  it('lists the USTA investigators and the external allies apart, an ally always as Coinvestigador', () => {
    expect(form.internal_investigators).toHaveLength(1);
    expect(form.internal_investigators![0]).toMatchObject({
      id: 31,
      type_third: 'Interno',
      type_investigator: 'Principal',
      third: { identification: '52123456', name: 'Ana María Rojas', mobile: '3001234567' },
      payroll_hours: 10,
      faculty_id: 12,
    });
    expect(form.external_investigators![0]).toMatchObject({ id: 32, type_third: 'Externo', type_investigator: 'Coinvestigador', interlocutor: 'Secretaría de Planeación' });
  });

  it("leaves out what an ally's entity does not have yet, instead of showing it empty as null", () => {
    expect(form.external_investigators![0].entity).toEqual({ nit: '900123456', name: 'Alcaldía de Tunja', country_id: 'COL' });
  });

  it('keeps each stored document by the call document it answers, and each result by type and product', () => {
    expect(form.attacheds).toEqual([{ attached_id: 51, id: 400 }]);
    expect(form.results).toEqual([{ id: 81, product_type_id: 5, product_id: 6, quantity: 2 }]);
  });

  it('shows an intensity never chosen as empty', () => {
    expect(detailToForm({ ...draft, hours: null }).hours).toBeUndefined();
  });

  it('saved again without changes, is accepted by the save rules the server applies', () => {
    const parsed = ZProjectSaveSchema.safeParse(toPayload(form));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.success).toBe(true);
  });
});

describe("what 'Guardar Borrador' sends as data", () => {
  const form = detailToForm(draft);

  it('never carries the chosen files themselves (they travel as their own parts)', () => {
    const sent = toPayload({ ...form, files: { 52: file('presupuesto.pdf') } });
    expect(sent).not.toHaveProperty('files');
  });

  it('lists a document chosen for the first time, with no stored id', () => {
    const sent = toPayload({ ...form, files: { 52: file('presupuesto.pdf') } });
    expect(sent.attacheds).toEqual([
      { attached_id: 51, id: 400 },
      { attached_id: 52, id: null },
    ]);
  });

  it('lists a replaced document once (the new file takes the place of the stored one)', () => {
    expect(toPayload({ ...form, files: { 51: file('aval-firmado.pdf') } }).attacheds).toEqual([{ attached_id: 51, id: 400 }]);
  });

  it('adds nothing for a file chosen and then taken back', () => {
    expect(toPayload({ ...form, files: { 52: undefined } }).attacheds).toEqual([{ attached_id: 51, id: 400 }]);
  });

  it('works for a new project with no documents listed yet', () => {
    const values: TProjectFormValues = { ...newProjectValues(), attacheds: undefined, files: { 51: file('aval.pdf') } };
    expect(toPayload(values).attacheds).toEqual([{ attached_id: 51, id: null }]);
  });
});

describe('the calls the form offers', () => {
  const open: TProjectLookups['announcements'] = [
    { id: 10, name: 'Convocatoria externa 2026', type: 'Externa', description: 'Con aliados', fecha_inicio: '2026-03-01', fecha_fin: '2026-06-30', attacheds: [], blind: false },
  ];

  it('are the open calls, for a new project', () => {
    expect(withOwnCall(open, undefined)).toBe(open);
  });

  it("add the project's own call once it has closed, with its documents, so the draft still shows it", () => {
    const offered = withOwnCall(open, draft);
    expect(offered.map((c) => c.name)).toEqual(['Convocatoria externa 2026', 'Convocatoria interna 2026']);
    expect(offered[1]).toMatchObject({ id: 9, fecha_fin: '2026-03-31', attacheds: call.attacheds, blind: true });
  });

  it('do not list the own call twice while it is open', () => {
    const stillOpen = [...open, { ...call, description: '' }];
    expect(withOwnCall(stillOpen, draft)).toHaveLength(2);
  });
});
