import { describe, expect, it } from 'vitest';
import {
  ACTOR_SCHEMAS,
  actorTypesFor,
  canCreateStrategy,
  currentYear,
  expirationDateOf,
  isExpiring,
  STRATEGY_ACTIONS,
  duplicateActor,
  fieldsFor,
  labelsFor,
  nextStep,
  restoreStrategyDraft,
  stepOfPath,
  stepsFor,
  STRATEGY_KINDS,
  STRATEGY_MSG,
  strategyAction,
  strategyProblems,
  ZGraduateProgramSchema,
  ZStrategySchema,
  type TStrategyFacts,
  type TStrategyState,
} from '../index';
import { actorOf, validStrategy } from './testing';

describe('steps by kind (spec section 2)', () => {
  it('shows 1-6 and 10 for study and work groups, 1-10 for collectives, 1-4, 6 and 10 for seedbeds', () => {
    const steps = (k: (typeof STRATEGY_KINDS)[number]) => stepsFor(k).map((s) => s.step);
    expect(steps('Grupos de Estudio')).toEqual([1, 2, 3, 4, 5, 6, 10]);
    expect(steps('Grupos de Trabajo')).toEqual([1, 2, 3, 4, 5, 6, 10]);
    expect(steps('Colectivos Académicos')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(steps('Semilleros de Investigación')).toEqual([1, 2, 3, 4, 6, 10]);
    expect(stepsFor(null).map((s) => s.step)).toEqual([1]);
    expect(actorTypesFor('Semilleros de Investigación')).toEqual(['Docente', 'Estudiante']);
  });

  it("wraps 'Siguiente' from the last step to the first", () => {
    expect(nextStep('Semilleros de Investigación', 4)).toBe(6);
    expect(nextStep('Semilleros de Investigación', 10)).toBe(1);
    expect(nextStep('Colectivos Académicos', 9)).toBe(10);
  });

  it('relabels the name and problem fields by kind', () => {
    expect(labelsFor('Colectivos Académicos').problem).toBe('Problema Social');
    for (const k of ['Grupos de Estudio', 'Grupos de Trabajo', 'Semilleros de Investigación'] as const) {
      expect(labelsFor(k).problem).toBe('Núcleo Problémico');
    }
    expect(new Set(STRATEGY_KINDS.map((k) => labelsFor(k).name)).size).toBe(4);
  });
});

describe('conditional fields (spec section 5)', () => {
  it('apply exactly per kind', () => {
    expect(fieldsFor('Grupos de Estudio')).toMatchObject({ subjects: true, specific_goal: true, overall_objective: true, problem_nucleus: true, conformation_date: false });
    expect(fieldsFor('Grupos de Trabajo')).toMatchObject({ conformation_date: true, problem_nucleus: false, overall_objective: true, subjects: false });
    expect(fieldsFor('Colectivos Académicos')).toMatchObject({ reward: true, entity: true, overall_objective: false, problem_nucleus: true });
    expect(fieldsFor('Semilleros de Investigación')).toMatchObject({ research_hotbed_id: true, proyect_name: true, overall_objective: true });
  });

  it('a valid strategy of each kind passes; the fields that do not apply are cleared', () => {
    for (const kind of STRATEGY_KINDS) {
      const parsed = ZStrategySchema.safeParse(validStrategy(kind));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const s = parsed.data!;
      expect(s.subjects.length > 0).toBe(kind === 'Grupos de Estudio');
      expect(s.reward !== null).toBe(kind === 'Colectivos Académicos');
      expect(s.research_hotbed_id !== null).toBe(kind === 'Semilleros de Investigación');
      expect(s.conformation_date !== null).toBe(kind === 'Grupos de Trabajo');
    }
  });

  it('requires each applicable conditional field', () => {
    const missing = (kind: (typeof STRATEGY_KINDS)[number], field: string, value: unknown) =>
      strategyProblems({ ...validStrategy(kind), [field]: value })?.errors[field];
    expect(missing('Grupos de Estudio', 'subjects', [])).toEqual([STRATEGY_MSG.required]);
    expect(missing('Grupos de Estudio', 'specific_goal', '')).toEqual([STRATEGY_MSG.required]);
    expect(missing('Grupos de Trabajo', 'conformation_date', null)).toEqual([STRATEGY_MSG.required]);
    expect(missing('Grupos de Trabajo', 'problem_nucleus', '')).toBeUndefined();
    expect(missing('Semilleros de Investigación', 'research_hotbed_id', null)).toEqual([STRATEGY_MSG.required]);
    expect(missing('Colectivos Académicos', 'problem_nucleus', '   ')).toEqual([STRATEGY_MSG.required]);
    expect(missing('Colectivos Académicos', 'overall_objective', '')).toBeUndefined();
  });

  it("limits the name to 250 letters with 'Máximo 250 letras'", () => {
    const res = strategyProblems({ ...validStrategy('Grupos de Estudio'), name: 'x'.repeat(251) });
    expect(res?.errors.name).toEqual(['Máximo 250 letras']);
  });
});

describe('save checks answer every problem at once', () => {
  it('leader, activities, products and the rest, in the spec order', () => {
    const s = { ...validStrategy('Grupos de Trabajo'), leader: undefined, activities: [], products: [], methodology: '' };
    expect(strategyProblems(s)?.problems).toEqual([
      STRATEGY_MSG.leaderMissing,
      STRATEGY_MSG.activityMissing,
      STRATEGY_MSG.productMissing,
      STRATEGY_MSG.formInvalid,
    ]);
    expect(strategyProblems(validStrategy('Grupos de Trabajo'))).toBeNull();
  });

  it("flags the kind's empty fields in the same round as the common ones", () => {
    const s = { ...validStrategy('Grupos de Estudio'), name: '', subjects: [], specific_goal: '   ' };
    const errors = strategyProblems(s)?.errors ?? {};
    expect(errors.name).toBeDefined();
    expect(errors.subjects).toEqual([STRATEGY_MSG.required]);
    expect(errors.specific_goal).toEqual([STRATEGY_MSG.required]);
    // A kind that does not use the field is not asked for it.
    const w = { ...validStrategy('Grupos de Trabajo'), name: '', subjects: [], specific_goal: '' };
    expect(strategyProblems(w)?.errors.subjects).toBeUndefined();
  });

  it("names a person already in the strategy in the spec's words, not as a missing field", () => {
    const s = validStrategy('Grupos de Estudio');
    const teacher = s.actors!.findIndex((a) => a.type === 'Docente');
    const asLeader = { ...s.actors![teacher]!, third: { ...s.actors![teacher]!.third, type_id: s.leader.type_id, identification: s.leader.identification } };
    const found = strategyProblems({ ...s, actors: s.actors!.map((a, i) => (i === teacher ? asLeader : a)) });
    expect(found?.problems).toEqual([STRATEGY_MSG.actorExists('Líder')]);
    expect(found?.errors[`actors.${teacher}.third.identification`]).toEqual([STRATEGY_MSG.actorExists('Líder')]);
    // Said in the same round as the rest, not only once every other field is valid.
    const incomplete = strategyProblems({ ...s, name: '', activities: [], actors: s.actors!.map((a, i) => (i === teacher ? asLeader : a)) });
    expect(incomplete?.problems).toEqual([STRATEGY_MSG.actorExists('Líder'), STRATEGY_MSG.activityMissing, STRATEGY_MSG.formInvalid]);
  });

  it.each([
    ['duration', 0, 'El valor mínimo es 1'],
    ['duration', -3, 'El valor mínimo es 1'],
    ['duration', 1.5, 'Debe ser un número entero'],
    ['duration', 121, 'Máximo 120 meses'],
    ['duration', '', STRATEGY_MSG.required],
    ['academic_period', 'abc', STRATEGY_MSG.academicPeriodFormat],
    ['academic_period', '2026-9', STRATEGY_MSG.academicPeriodFormat],
    ['academic_period', '', STRATEGY_MSG.required],
  ])('says what is wrong with %s = %j', (field, value, message) => {
    expect(strategyProblems({ ...validStrategy('Grupos de Trabajo'), [field]: value })?.errors[field]).toEqual([message]);
  });

  it.each([
    [2019.5, 'Debe ser un número entero'],
    [190, 'El valor mínimo es 1900'],
    [20190, STRATEGY_MSG.yearFourDigits],
  ])('says what is wrong with a graduation year of %j', (year, message) => {
    expect(ZGraduateProgramSchema.safeParse({ program_id: 1, year }).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('maps an error path to its wizard step', () => {
    const actors = [{ type: 'Docente' }, { type: 'Sociedad Civil' }];
    expect(stepOfPath('actors.1.third.email', actors)).toBe(9);
    expect(stepOfPath('leader.email')).toBe(2);
    expect(stepOfPath('name')).toBe(3);
    expect(stepOfPath('activities')).toBe(10);
  });
});

describe('actors', () => {
  it('each type requires its own fields', () => {
    for (const [type, schema] of Object.entries(ACTOR_SCHEMAS)) {
      expect(schema.safeParse(actorOf(type as never)).success, type).toBe(true);
    }
    const teacher = { ...actorOf('Docente'), link: 'Docente Internacional' };
    expect(ACTOR_SCHEMAS.Docente.safeParse(teacher).error?.issues.map((i) => i.path.join('.'))).toEqual(['entity_name', 'country_id']);
    const student = { ...actorOf('Estudiante'), program_id: null, semester: null };
    expect(ACTOR_SCHEMAS.Estudiante.safeParse(student).error?.issues.map((i) => i.path.join('.'))).toEqual(['program_id', 'semester']);
    const company = { ...actorOf('Sector Productivo'), email: 'no-es-correo' };
    expect(ACTOR_SCHEMAS['Sector Productivo'].safeParse(company).error?.issues[0]?.message).toBe('Email inválido.');
    const person = { ...actorOf('Docente'), third: { ...actorOf('Docente').third, name: 'x'.repeat(101) } };
    expect(ACTOR_SCHEMAS.Docente.safeParse(person).error?.issues[0]?.message).toBe('Máximo 100 letras');
    const longOrg = { ...actorOf('Estado'), third: { ...actorOf('Estado').third, name: 'x'.repeat(250) } };
    expect(ACTOR_SCHEMAS.Estado.safeParse(longOrg).success).toBe(true);
  });

  it("refuses a person twice in any type: 'Actor Ya Existe como: {type}'", () => {
    const a = actorOf('Docente');
    const b = { ...actorOf('Estudiante'), third: { ...actorOf('Estudiante').third, identification: a.third.identification } };
    expect(duplicateActor(b, [a])).toBe('Actor Ya Existe como: Docente');
    const s = validStrategy('Grupos de Estudio');
    const clash = { ...actorOf('Egresado'), third: { ...actorOf('Egresado').third, identification: s.leader!.identification } };
    const problems = strategyProblems({ ...s, actors: [...(s.actors ?? []), clash] });
    expect(Object.values(problems!.errors).flat()).toContain('Actor Ya Existe como: Líder');
  });

  it('graduation years: at most 4 digits and not after the current year', () => {
    expect(ZGraduateProgramSchema.safeParse({ program_id: 1, year: currentYear() }).success).toBe(true);
    expect(ZGraduateProgramSchema.safeParse({ program_id: 1, year: currentYear() + 1 }).error?.issues[0]?.message).toBe(STRATEGY_MSG.yearNotFuture);
    expect(ZGraduateProgramSchema.safeParse({ program_id: 1, year: 20190 }).error?.issues[0]?.message).toBe('Máximo 4 dígitos');
    expect(ZGraduateProgramSchema.safeParse({ program_id: 1 }).error?.issues[0]?.message).toBe(STRATEGY_MSG.required);
  });
});

describe('availability (spec section 4)', () => {
  const today = '2026-11-22';
  const ctx = { activePeriodId: 7, today };
  const f = (state: TStrategyState, period_id: number, expiration_date: string | null = '2027-06-30') => ({ state, period_id, expiration_date });
  const allowed = (s: TStrategyFacts) => STRATEGY_ACTIONS.filter((a) => strategyAction(a, s, ctx).allowed);

  it('a new strategy needs an active period', () => {
    expect(canCreateStrategy({ activePeriodId: null })).toEqual({ allowed: false, reason: STRATEGY_MSG.noActivePeriod });
    expect(canCreateStrategy(ctx).allowed).toBe(true);
  });

  it('edit and delete only for Activo in the active period; drafts can always be discarded', () => {
    expect(strategyAction('edit', f('Activo', 7), ctx).allowed).toBe(true);
    expect(strategyAction('edit', f('Activo', 3), ctx)).toEqual({ allowed: false, reason: STRATEGY_MSG.wrongStateToEdit });
    expect(strategyAction('edit', f('Vencido', 7), ctx).allowed).toBe(false);
    expect(strategyAction('delete', f('Finalizado', 7), ctx).allowed).toBe(false);
    expect(strategyAction('delete', f('Borrador', 3), ctx).allowed).toBe(true);
    expect(strategyAction('edit', f('Borrador', 3), ctx).allowed).toBe(false);
  });

  it('offers exactly the actions each state allows', () => {
    expect(allowed(f('Activo', 7))).toEqual(['edit', 'delete', 'finish', 'pdf']);
    expect(allowed(f('Activo', 3))).toEqual(['migrate', 'pdf']);
    expect(allowed(f('Activo', 3, today))).toEqual(['expire', 'pdf']);
    expect(allowed(f('Activo', 7, '2026-01-31'))).toEqual(['edit', 'delete', 'expire', 'finish', 'pdf']);
    expect(allowed(f('Vencido', 3, '2026-01-31'))).toEqual(['pdf']);
    expect(allowed(f('Finalizado', 7, '2026-01-31'))).toEqual(['pdf']);
    expect(allowed(f('Borrador', 7, null))).toEqual(['edit', 'delete']);
    expect(strategyAction('migrate', f('Activo', 3), { activePeriodId: null, today }).allowed).toBe(false);
    expect(strategyAction('expire', f('Activo', 7), ctx)).toEqual({ allowed: false, reason: STRATEGY_MSG.notExpiring });
  });

  it('a term ends the day before its start plus its months, clamped to short months', () => {
    expect(expirationDateOf('2026-03-15', 6)).toBe('2026-09-14');
    expect(expirationDateOf('2026-11-01', 3)).toBe('2027-01-31');
    expect(expirationDateOf('2026-01-31', 1)).toBe('2026-02-27');
    expect(expirationDateOf('2024-01-31', 1)).toBe('2024-02-28');
    expect(expirationDateOf('2026-05-10', 24)).toBe('2028-05-09');
    expect(expirationDateOf(null, 6)).toBeNull();
    expect(expirationDateOf('2026-05-10', null)).toBeNull();
    expect(isExpiring({ expiration_date: today }, today)).toBe(true);
    expect(isExpiring({ expiration_date: '2026-11-23' }, today)).toBe(false);
    expect(isExpiring({ expiration_date: null }, today)).toBe(false);
  });
});

describe('drafts', () => {
  it('restores what still reads as the form, field by field, and never throws', () => {
    const s = validStrategy('Colectivos Académicos');
    const restored = restoreStrategyDraft({ ...s, name: 42, actors: [...(s.actors ?? []), { type: 'Docente', rubbish: true }], unknown: 'x' });
    expect(restored.name).toBeUndefined();
    expect(restored.actors).toHaveLength(s.actors!.length);
    expect(restored.strategy).toBe('Colectivos Académicos');
    expect(restoreStrategyDraft('nada')).toEqual({});
    expect(restoreStrategyDraft(null)).toEqual({});
  });
});
