import { strategyProblems, type TSessionUser, type TStrategyDetail } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { detailToForm, newStrategyValues, toPayload, type TWizardValues } from './form-values';
import { bareThird as third } from '../../../lib/test-fixtures';

const lecturer: TSessionUser = {
  id: 8,
  name: 'Ana María Rojas',
  email: 'ana.rojas@usta.edu.co',
  username: 'arojas',
  identity: '52123456',
  account_type: 'sac',
  id_sectional: 3,
  roles: ['Docente'],
  permissions: [],
};

const actorBase = {
  state: 'Activo' as const,
  rol: null,
  link: null,
  sectional_id: null,
  faculty_id: null,
  investigation_group_id: null,
  program_id: null,
  semester: null,
  programs: [],
  entity_name: null,
  actor_name: null,
  actor_position: null,
  email: null,
  economic_sector_id: null,
  sector: null,
  country_id: null,
  city_id: null,
};

/** A saved study group as GET /api/siiicca/strategies/{id} answers it: a leader, a lecturer and a graduate. */
const saved: TStrategyDetail = {
  id: 41,
  version: '7',
  state: 'Activo',
  period: { id: 2, description: '2026-1' },
  user: { id: 8, name: 'Ana María Rojas' },
  created_at: '2026-03-15T14:00:00.000Z',
  updated_at: '2026-03-16T10:00:00.000Z',
  expiration_date: '2026-09-14',
  sectional_id: 3,
  sectional: { id: 3, name: 'Bogotá' },
  strategy: 'Grupos de Estudio',
  leader: { ...third(500, '52123456', 'Ana María Rojas'), email: 'ana.rojas@usta.edu.co', sectional_id: 3, faculty_id: 12, investigation_group_id: null },
  divisions: [1],
  faculties: [12],
  programs: [100, 101],
  name: 'Grupo de estudio en analítica de datos',
  overall_objective: 'Estudiar métodos de analítica',
  specific_goal: 'Aplicarlos a datos abiertos',
  methodology: 'Seminario semanal',
  duration: 6,
  problem_nucleus: 'Datos abiertos en Colombia',
  conformation_date: null,
  reward: null,
  entity: null,
  research_hotbed_id: null,
  proyect_name: null,
  subjects: [7],
  investigation_lines: [4],
  action_fields: [2],
  academic_period: '2026-1',
  actors: [
    { ...actorBase, id: 900, type: 'Líder', third: third(500, '52123456', 'Ana María Rojas'), sectional_id: 3, faculty_id: 12 },
    { ...actorBase, id: 901, type: 'Docente', rol: 'Asesor', link: 'Tiempo Completo', third: { ...third(501, '79111222', 'Carlos Pérez'), email: 'carlos.perez@usta.edu.co' }, sectional_id: 3, faculty_id: 12 },
    {
      ...actorBase,
      id: 902,
      type: 'Egresado',
      state: 'Inactivo',
      rol: 'Beneficiario',
      third: { ...third(502, '1020304050', 'Luisa Gómez'), email: 'luisa.gomez@correo.com' },
      programs: [{ program_id: 100, year: 2019, name: 'Ingeniería de Software' }],
    },
  ],
  products: [
    { id: 5, name: 'Artículo' },
    { id: 6, name: 'Ponencia' },
  ],
  activities: [{ id: 70, description: 'Sesión de apertura' }],
  approvement_letter: null,
  draft: null,
};

describe('a new strategy', () => {
  it('starts with the signed-in lecturer as its leading lecturer, in their sectional', () => {
    const v = newStrategyValues(lecturer);
    expect(v.sectional_id).toBe(3);
    expect(v.leader).toEqual({ type_id: 'CC', identification: '52123456', name: 'Ana María Rojas', email: 'ana.rojas@usta.edu.co', sectional_id: 3 });
    expect(v.strategy).toBeUndefined();
    expect([v.actors, v.products, v.activities, v.divisions, v.subjects]).toEqual([[], [], [], [], []]);
  });

  it('starts with empty leader boxes when the session is not known yet or has no identity', () => {
    expect(newStrategyValues(undefined).leader).toEqual({ type_id: 'CC', identification: '', name: '', email: '', sectional_id: undefined });
    expect(newStrategyValues({ ...lecturer, identity: null, id_sectional: null }).leader).toMatchObject({ identification: '', sectional_id: undefined });
  });
});

describe('a saved strategy reopened in the wizard', () => {
  const form = detailToForm(saved);

  it('shows its values, with the saved version it will be saved against', () => {
    expect(form).toMatchObject({ id: 41, version: '7', sectional_id: 3, strategy: 'Grupos de Estudio', name: 'Grupo de estudio en analítica de datos', duration: 6 });
    expect(form.products).toEqual([5, 6]);
    expect(form.activities).toEqual([{ id: 70, description: 'Sesión de apertura' }]);
  });

  it('lists the leading lecturer in step 2 only, not again among the actors', () => {
    expect(form.leader).toMatchObject({ identification: '52123456', faculty_id: 12 });
    expect(form.leader).not.toHaveProperty('id', 500);
    expect(form.actors?.map((a) => a.type)).toEqual(['Docente', 'Egresado']);
  });

  it('shows empty boxes, never the text "null", for what was not filled in', () => {
    const teacher = form.actors![0] as Record<string, unknown>;
    expect(Object.values(teacher).includes(null)).toBe(false);
    expect(Object.values(teacher.third as object).includes(null)).toBe(false);
    expect(teacher).toMatchObject({ id: 901, rol: 'Asesor', link: 'Tiempo Completo', sectional_id: 3, state: 'Activo' });
    expect(Object.values(form.leader as object).includes(null)).toBe(false);
  });

  it('keeps an inactive graduate inactive, with each program and year (not the program name)', () => {
    expect(form.actors![1]).toMatchObject({ id: 902, state: 'Inactivo', programs: [{ program_id: 100, year: 2019 }] });
    expect((form.actors![1] as { programs: object[] }).programs[0]).not.toHaveProperty('name');
  });

  it('turns missing required texts into empty boxes and missing choices into no choice', () => {
    const bare = detailToForm({ ...saved, methodology: null, academic_period: null, duration: null, sectional_id: null, strategy: null, leader: null });
    expect(bare).toMatchObject({ methodology: '', academic_period: '' });
    expect(bare.duration).toBeUndefined();
    expect(bare.sectional_id).toBeUndefined();
    expect(bare.strategy).toBeUndefined();
    expect(bare.leader).toBeUndefined();
  });

  it('saved again without changes, is accepted by the rules the server applies', () => {
    expect(strategyProblems(toPayload(form))).toBeNull();
  });
});

describe('what the wizard sends', () => {
  const form = detailToForm(saved);

  it('sends an emptied select as no choice (null), not as an empty text', () => {
    const sent = toPayload({ ...form, sectional_id: '' as never, research_hotbed_id: '' as never, duration: '' as never, strategy: '' as never });
    expect(sent.sectional_id).toBeNull();
    expect(sent.research_hotbed_id).toBeNull();
    expect(sent.duration).toBeNull();
    expect(sent.strategy).toBeUndefined();
    expect(strategyProblems(sent)?.problems).toEqual(['Debe llenar los campos obligatorios']);
  });

  it("sends the leader's emptied faculty and group as no choice", () => {
    const sent = toPayload({ ...form, leader: { ...form.leader!, faculty_id: '' as never, investigation_group_id: undefined } });
    expect(sent.leader).toMatchObject({ faculty_id: null, investigation_group_id: null, sectional_id: 3, identification: '52123456' });
  });

  it('sends an entity with nothing typed as no entity, and one with a name as it is', () => {
    const blank = { type_id: 'NIT' as const, identification: '  ', name: '' };
    expect(toPayload({ ...form, entity: blank }).entity).toBeNull();
    const entity = { type_id: 'NIT' as const, identification: '900123456', name: 'Alcaldía de Tunja' };
    expect(toPayload({ ...form, entity }).entity).toEqual(entity);
  });

  it('sends an emptied date as no date', () => {
    expect(toPayload({ ...form, conformation_date: '' } as TWizardValues).conformation_date).toBeNull();
    expect(toPayload({ ...form, conformation_date: '2026-02-01' }).conformation_date).toBe('2026-02-01');
  });

  it('leaves the values it was given as they were (the form keeps showing what was typed)', () => {
    const values = { ...form, sectional_id: '' as never };
    toPayload(values);
    expect(values.sectional_id).toBe('');
  });
});
