import { MSG, ZActorSchema, type TActorInput } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { actorToForm, emptyActor, formToInput } from './actor-form';

/** The dialog's messages by field, for values as the dialog holds them. */
function messages(values: unknown) {
  const parsed = ZActorSchema.safeParse(formToInput(values));
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the actor dialog', () => {
  it('opens a person with a citizenship card (CC) and an organisation with a NIT', () => {
    expect((emptyActor('Docente').third as { type_id: string }).type_id).toBe('CC');
    expect((emptyActor('Estudiante').third as { type_id: string }).type_id).toBe('CC');
    expect((emptyActor('Sector Productivo').third as { type_id: string }).type_id).toBe('NIT');
    expect((emptyActor('Sociedad Civil').third as { type_id: string }).type_id).toBe('NIT');
  });

  it("starts a lecturer in the strategy's sectional when there is one", () => {
    expect(emptyActor('Docente', 3).sectional_id).toBe(3);
    expect(emptyActor('Docente').sectional_id).toBe('');
  });

  it("saved empty, says 'Campo requerido' for each required box, never that a value has the wrong type", () => {
    const teacher = messages(emptyActor('Docente'));
    for (const field of ['rol', 'link', 'third.identification', 'third.name']) expect(teacher[field], field).toBe(MSG.required);
    const company = messages(emptyActor('Sector Productivo'));
    for (const field of ['rol', 'actor_name', 'economic_sector_id', 'sector', 'city_id']) expect(company[field], field).toBe(MSG.required);
  });

  it("asks an internal lecturer for sectional and faculty, and a lecturer from abroad for institution and country", () => {
    const filled = { ...emptyActor('Docente'), rol: 'Asesor', third: { type_id: 'CC', identification: '79111222', name: 'Carlos Pérez', email: 'carlos@usta.edu.co' } };
    expect(Object.keys(messages({ ...filled, link: 'Tiempo Completo' })).sort()).toEqual(['faculty_id', 'sectional_id']);
    expect(Object.keys(messages({ ...filled, link: 'Docente Internacional' })).sort()).toEqual(['country_id', 'entity_name']);
    expect(messages({ ...filled, link: 'Tiempo Completo', sectional_id: 3, faculty_id: 12 })).toEqual({});
  });

  it('reopens a listed actor with its values and empty boxes for what it lacks', () => {
    const graduate: TActorInput = {
      type: 'Egresado',
      rol: 'Beneficiario',
      state: 'Inactivo',
      third: { type_id: 'CC', identification: '1020304050', name: 'Luisa Gómez', email: 'luisa@correo.com', mobile: null },
      programs: [{ program_id: 100, year: 2019 }],
    };
    const form = actorToForm(graduate);
    expect(form).toMatchObject({
      type: 'Egresado',
      rol: 'Beneficiario',
      state: 'Inactivo',
      programs: [{ program_id: 100, year: 2019 }],
      link: '',
      third: { identification: '1020304050', mobile: '', cvlac: '' },
    });
    expect(messages(form)).toEqual({});
  });
});
