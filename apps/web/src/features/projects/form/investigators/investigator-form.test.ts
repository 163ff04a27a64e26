import { MSG, ZExternalInvestigatorSchema, ZInternalInvestigatorSchema } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { emptyInvestigator, formToInput, investigatorToForm, nextTemporaryId, personKey, type TExternalRow, type TInternalRow } from './investigator-form';

/** The dialog's messages by field, for values as the dialog holds them. */
function messages(schema: typeof ZInternalInvestigatorSchema | typeof ZExternalInvestigatorSchema, values: unknown) {
  const parsed = schema.safeParse(formToInput(values));
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the investigator dialog', () => {
  it("opens empty, every box blank; an ally's is already Coinvestigador, with an empty entity", () => {
    const internal = emptyInvestigator('Interno');
    expect(internal).toMatchObject({ type_investigator: '', payroll_hours: '', third: { type_id: 'CC', identification: '', name: '' } });
    expect(internal).not.toHaveProperty('entity');
    expect(emptyInvestigator('Externo')).toMatchObject({
      type_investigator: 'Coinvestigador',
      entity: { nit: '', name: '', representative: '', country_id: '', web_page: '' },
      contact: '',
    });
  });

  it("saved empty, says 'Campo requerido' for each required box, never that a value has the wrong type", () => {
    const internal = messages(ZInternalInvestigatorSchema, emptyInvestigator('Interno'));
    for (const field of ['type_investigator', 'third.identification', 'third.name', 'city', 'link', 'colciencias', 'payroll_hours', 'sectional_id', 'faculty_id']) {
      expect(internal[field], field).toBe(MSG.required);
    }
    const external = messages(ZExternalInvestigatorSchema, emptyInvestigator('Externo'));
    for (const field of ['entity.nit', 'entity.name', 'entity.representative', 'interlocutor', 'contact']) expect(external[field], field).toBe(MSG.required);
    expect(external).not.toHaveProperty('type_investigator');
  });

  it("shows a draft's missing details as empty boxes, keeping what it has", () => {
    const draft = {
      id: 'n_1',
      type_third: 'Interno',
      type_investigator: 'Coinvestigador',
      third: { type_id: 'CC', identification: '79111222', name: 'Carlos Pérez', email: null },
      payroll_hours: null,
      city: 'Tunja',
    } as TInternalRow;
    expect(investigatorToForm('Interno', draft)).toMatchObject({
      id: 'n_1',
      type_investigator: 'Coinvestigador',
      city: 'Tunja',
      payroll_hours: '',
      link: '',
      third: { identification: '79111222', name: 'Carlos Pérez', email: '', mobile: '' },
    });
  });

  it("shows an ally saved without an entity, or with part of one, with every entity box there", () => {
    const ally = { type_third: 'Externo', type_investigator: 'Coinvestigador', third: { type_id: 'CC', identification: '1', name: 'Luisa' } } as TExternalRow;
    expect(investigatorToForm('Externo', { ...ally, entity: null }).entity).toEqual({ nit: '', name: '', representative: '', country_id: '', web_page: '' });
    expect(investigatorToForm('Externo', { ...ally, entity: { nit: '900123456', name: 'Alcaldía de Tunja' } }).entity).toEqual({
      nit: '900123456',
      name: 'Alcaldía de Tunja',
      representative: '',
      country_id: '',
      web_page: '',
    });
  });
});

describe('one person once per project', () => {
  it('is told by identification type and number, ignoring case and surrounding spaces', () => {
    expect(personKey({ third: { type_id: 'CE', identification: ' ab123 ' } })).toBe(personKey({ third: { type_id: 'CE', identification: 'AB123' } }));
    expect(personKey({ third: { type_id: 'CC', identification: '123' } })).not.toBe(personKey({ third: { type_id: 'CE', identification: '123' } }));
    expect(personKey({ third: { type_id: null, identification: null } })).toBe(':');
  });
});

describe("a new investigator's temporary id", () => {
  it("is 'n_' and one more than any temporary id the project holds", () => {
    expect(nextTemporaryId([])).toBe('n_1');
    expect(nextTemporaryId([{ id: 'n_2' }, { id: 'n_7' }, { id: 'n_3' }])).toBe('n_8');
  });

  it('is not thrown off by saved investigators (numbers) or ids of another shape', () => {
    expect(nextTemporaryId([{ id: 15 }, { id: 'n_x' }, { id: undefined }, { id: 'x_9' }])).toBe('n_1');
  });
});
