import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTOR_TYPES, STRATEGY_KINDS, STRATEGY_MSG, type TStrategyDetail } from '@siiicca/shared';
import { actorOf, validStrategy } from '../../../../../packages/shared/src/strategies/testing';
import { queryRows } from '../../db/query-rows';
import { bearer, useTestApp } from '../../../test/helpers';
import { fixtureIds, PDF, save, saveMultipart, strategyOf } from './test-fixtures';

const t = useTestApp();
const get = (id: number, token = t.docente) => t.app.inject({ url: `/api/siiicca/strategies/${id}`, headers: bearer(token) });
const count = async (table: string) => Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);
const storedFiles = () => {
  const dir = path.join(t.deps.config.DATA_DIR, 'files', 'strategies');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('saving a whole strategy', () => {
  it.each(STRATEGY_KINDS)('saves a valid %s and reads it back whole', async (kind) => {
    const input = await strategyOf(t.db, kind);
    const res = await save(t, t.docente, input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(STRATEGY_MSG.saved);
    const { id, version } = res.json().data;
    const back = (await get(id)).json() as TStrategyDetail;
    expect(back).toMatchObject({
      id,
      version,
      state: 'Activo',
      strategy: kind,
      name: input.name,
      sectional_id: input.sectional_id,
      divisions: input.divisions,
      faculties: input.faculties,
      programs: input.programs,
      investigation_lines: input.investigation_lines,
      action_fields: input.action_fields,
      methodology: input.methodology,
      duration: input.duration,
      academic_period: input.academic_period,
      products: [{ id: input.products![0] }],
      activities: input.activities!.map((a) => ({ description: a.description })),
      draft: null,
    });
    expect(back.leader).toMatchObject({ identification: input.leader.identification, name: input.leader.name, sectional_id: input.sectional_id });
    expect(back.actors.map((a) => a.type).sort()).toEqual(input.actors!.map((a) => a.type).sort());
    expect(back.actors.every((a) => a.state === 'Activo')).toBe(true);
    // The kind's own fields are kept, the others cleared.
    if (kind === 'Grupos de Estudio') expect(back).toMatchObject({ subjects: input.subjects, specific_goal: input.specific_goal });
    else expect(back).toMatchObject({ subjects: [], specific_goal: null });
    if (kind === 'Grupos de Trabajo') expect(back).toMatchObject({ conformation_date: input.conformation_date, problem_nucleus: null });
    if (kind === 'Colectivos Académicos') expect(back.entity).toMatchObject({ identification: input.entity!.identification });
    else expect(back.entity).toBeNull();
    if (kind === 'Semilleros de Investigación') expect(back).toMatchObject({ research_hotbed_id: input.research_hotbed_id, proyect_name: input.proyect_name });
    const graduate = back.actors.find((a) => a.type === 'Egresado');
    if (graduate) expect(graduate.programs).toEqual([expect.objectContaining({ program_id: input.programs![0], year: 2019 })]);
  });

  it('updates by id, keeping the ids of kept actors and activities', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const created = (await save(t, t.docente, input)).json().data;
    const before = (await get(created.id)).json() as TStrategyDetail;
    const teacher = before.actors.find((a) => a.type === 'Docente')!;
    const edited = {
      ...input,
      id: created.id,
      version: created.version,
      name: 'Nombre corregido',
      actors: input.actors!.filter((a) => a.type !== 'Estudiante'),
      activities: [{ id: before.activities[0]!.id, description: 'Primera, corregida' }, { description: 'Nueva' }],
    };
    const res = await save(t, t.docente, edited);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(created.id)).json() as TStrategyDetail;
    expect(after.name).toBe('Nombre corregido');
    expect(after.actors.map((a) => a.type).sort()).toEqual(['Docente', 'Egresado']);
    expect(after.actors.find((a) => a.type === 'Docente')!.id).toBe(teacher.id);
    expect(after.activities.map((a) => a.description)).toEqual(['Primera, corregida', 'Nueva']);
    expect(after.activities[0]!.id).toBe(before.activities[0]!.id);
    // The version moved: an edit started from the old one is refused.
    const stale = await save(t, t.docente, { ...edited, name: 'Otra' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STRATEGY_MSG.staleEdit);
  });

  it('keeps one record per person: an e-mail corrected in one strategy is corrected in the other', async () => {
    const first = await strategyOf(t.db, 'Grupos de Trabajo');
    const a = (await save(t, t.docente, first)).json().data;
    const second = await strategyOf(t.db, 'Grupos de Estudio');
    second.leader = { ...first.leader, email: 'corregido@usta.edu.co' };
    const b = (await save(t, t.docente, second)).json().data;
    const [one, two] = [(await get(a.id)).json(), (await get(b.id)).json()] as TStrategyDetail[];
    expect(one!.leader!.id).toBe(two!.leader!.id);
    expect(one!.leader!.email).toBe('corregido@usta.edu.co');
  });

  it('saves 60 actors in a bounded number of queries', async () => {
    const ids = await fixtureIds(t.db, 'Colectivos Académicos');
    const small = validStrategy('Colectivos Académicos', ids);
    const big = validStrategy('Colectivos Académicos', ids);
    big.actors = Array.from({ length: 60 }, (_, i) => actorOf(ACTOR_TYPES[i % ACTOR_TYPES.length]!, ids));
    const queries = async (body: unknown) => {
      const session = (t.db as unknown as { session: { logger: { logQuery: () => void }; options: { logger?: unknown } } }).session;
      let n = 0;
      const logger = { logQuery: () => void n++ };
      const saved = { logger: session.logger, option: session.options.logger };
      session.logger = logger;
      session.options.logger = logger;
      try {
        const res = await save(t, t.docente, body);
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        session.logger = saved.logger;
        session.options.logger = saved.option;
      }
      return n;
    };
    const few = await queries(small);
    const many = await queries(big);
    expect(few).toBeGreaterThan(10);
    expect(few).toBeLessThan(45);
    expect(many).toBe(few);
  });
});

describe('what a save refuses', () => {
  it('answers every save check at once, in the spec order, with the fields', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const res = await save(t, t.docente, { ...input, leader: { ...input.leader, identification: '' }, activities: [], products: [], name: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(STRATEGY_MSG.leaderMissing);
    expect(body.errors._).toEqual([STRATEGY_MSG.leaderMissing, STRATEGY_MSG.activityMissing, STRATEGY_MSG.productMissing, STRATEGY_MSG.formInvalid]);
    expect(body.errors.name).toEqual([STRATEGY_MSG.required]);
  });

  it.each([
    ['Grupos de Estudio', ['subjects', 'overall_objective', 'specific_goal', 'problem_nucleus']],
    ['Grupos de Trabajo', ['overall_objective', 'conformation_date']],
    ['Colectivos Académicos', ['problem_nucleus']],
    ['Semilleros de Investigación', ['overall_objective', 'problem_nucleus', 'research_hotbed_id']],
  ] as const)('requires the conditional fields of %s', async (kind, fields) => {
    const input = await strategyOf(t.db, kind);
    const empty = { subjects: [], overall_objective: '', specific_goal: '', problem_nucleus: '', conformation_date: null, research_hotbed_id: null };
    const res = await save(t, t.docente, { ...input, ...empty });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors._).toEqual([STRATEGY_MSG.formInvalid]);
    for (const f of fields) expect(errors[f], f).toEqual([STRATEGY_MSG.required]);
    const others = ['subjects', 'overall_objective', 'specific_goal', 'problem_nucleus', 'conformation_date', 'research_hotbed_id'].filter((f) => !(fields as readonly string[]).includes(f));
    for (const f of others) expect(errors[f], f).toBeUndefined();
  });

  it.each([
    ['name', 'x'.repeat(251), 'Máximo 250 letras'],
    ['methodology', '', STRATEGY_MSG.required],
    ['academic_period', '', STRATEGY_MSG.required],
    ['duration', 0, 'El valor mínimo es 1'],
    ['duration', -3, 'El valor mínimo es 1'],
    ['duration', 1.5, 'Debe ser un número entero'],
    ['duration', 121, 'Máximo 120 meses'],
    ['duration', null, STRATEGY_MSG.required],
    ['academic_period', 'abc', STRATEGY_MSG.academicPeriodFormat],
    ['divisions', [], STRATEGY_MSG.required],
    ['investigation_lines', [], STRATEGY_MSG.required],
  ])('refuses %s = %j', async (field, value, message) => {
    const input = await strategyOf(t.db, 'Grupos de Trabajo');
    const res = await save(t, t.docente, { ...input, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("refuses a person twice, in any types: 'Actor Ya Existe como: {type}'", async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const teacher = input.actors!.find((a) => a.type === 'Docente')!;
    const student = input.actors!.find((a) => a.type === 'Estudiante')!;
    student.third = { ...student.third, identification: teacher.third.identification };
    const asLeader = { ...input.actors![0]!, third: { ...input.actors![0]!.third, identification: input.leader.identification } };
    const res = await save(t, t.docente, { ...input, actors: [...input.actors!, asLeader] });
    expect(res.statusCode).toBe(400);
    const messages = Object.values(res.json().errors as Record<string, string[]>).flat();
    expect(messages).toContain(STRATEGY_MSG.actorExists('Docente'));
    expect(messages).toContain(STRATEGY_MSG.actorExists('Líder'));
    // The refusal says so itself, not only 'Debe llenar los campos obligatorios'.
    expect(res.json().errors._).toEqual(expect.arrayContaining([STRATEGY_MSG.actorExists('Docente'), STRATEGY_MSG.actorExists('Líder')]));
    expect(res.json().errors._).not.toContain(STRATEGY_MSG.formInvalid);
  });

  it('checks graduation years: four digits, not after this year, every field', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const graduate = input.actors!.findIndex((a) => a.type === 'Egresado');
    const withPrograms = (programs: unknown) => ({ ...input, actors: input.actors!.map((a, i) => (i === graduate ? { ...a, programs } : a)) });
    const next = new Date().getFullYear() + 1;
    const future = await save(t, t.docente, withPrograms([{ program_id: input.programs![0], year: next }]));
    expect(future.json().errors[`actors.${graduate}.programs.0.year`]).toEqual([STRATEGY_MSG.yearNotFuture]);
    const long = await save(t, t.docente, withPrograms([{ program_id: input.programs![0], year: 20190 }]));
    expect(long.json().errors[`actors.${graduate}.programs.0.year`]).toContain(STRATEGY_MSG.yearFourDigits);
    const none = await save(t, t.docente, withPrograms([]));
    expect(none.json().errors[`actors.${graduate}.programs`]).toEqual([STRATEGY_MSG.fillAllFields]);
    const thisYear = await save(t, t.docente, withPrograms([{ program_id: input.programs![0], year: new Date().getFullYear() }]));
    expect(thisYear.statusCode).toBe(201);
  });

  it("refuses a product the kind may not promise, and a program outside the sectional's tree", async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const [other] = await queryRows<{ id: number }>(t.db, sql`select min(id) as id from products where id not in (select product_id from strategy_kind_products where kind = 'Grupos de Estudio')`);
    const [foreign] = await queryRows<{ id: number }>(t.db, sql`select min(id) as id from programs where id not in (select program_id from sectional_programs where sectional_id = ${input.sectional_id})`);
    const res = await save(t, t.docente, { ...input, products: [other!.id], programs: [foreign!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ products: [STRATEGY_MSG.productNotForKind], programs: [STRATEGY_MSG.outsideSectional] });
  });
});

describe('a save that fails part-way leaves nothing behind', () => {
  it('an id that passes the schema but not the database: no row, no person, no file', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const rows = { strategies: await count('strategies'), thirds: await count('thirds'), actors: await count('strategy_actors') };
    const filesBefore = storedFiles();
    const bad = { ...input, action_fields: [2_000_000_000] };
    const res = await saveMultipart(t, t.docente, bad, [{ field: 'approvement_letter', filename: 'carta.pdf', content: PDF }]);
    expect(res.statusCode, res.body).toBe(400);
    expect({ strategies: await count('strategies'), thirds: await count('thirds'), actors: await count('strategy_actors') }).toEqual(rows);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('a file that is not a PDF, whatever its name: refused, nothing stored', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const rows = await count('strategies');
    const filesBefore = storedFiles();
    const res = await saveMultipart(t, t.docente, input, [{ field: 'approvement_letter', filename: 'carta.pdf', content: Buffer.from('MZ\x90\x00 not a pdf at all') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STRATEGY_MSG.fileNotPdf);
    expect(await count('strategies')).toBe(rows);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("a file over 1e8 bytes: 'No puede Subir Archivos mayor a 10 GB!', nothing stored", async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const filesBefore = storedFiles();
    const big = Buffer.alloc(1e8 + 1, 0x20);
    PDF.copy(big);
    const res = await saveMultipart(t, t.docente, input, [{ field: 'approvement_letter', filename: 'carta.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(STRATEGY_MSG.fileTooLarge);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('a PDF with a valid strategy is stored, offered for download, and replaced by the next one', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const res = await saveMultipart(t, t.docente, input, [{ field: 'approvement_letter', filename: 'Carta aprobación.pdf', content: PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    const { id, version } = res.json().data;
    expect((await get(id)).json().approvement_letter).toEqual({ name: 'Carta aprobación.pdf', size: PDF.length });
    const file = await t.app.inject({ url: `/api/siiicca/strategy_file?id=${id}&file=approvement_letter`, headers: bearer(t.docente) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const count = storedFiles().length;
    const second = Buffer.concat([PDF, Buffer.from('% segunda\n')]);
    const replaced = await saveMultipart(t, t.docente, { ...input, id, version }, [{ field: 'approvement_letter', filename: 'v2.pdf', content: second }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(storedFiles().length).toBe(count);
    const removed = await save(t, t.docente, { ...input, id, version: replaced.json().data.version, remove_approvement_letter: true });
    expect(removed.statusCode).toBe(200);
    expect(storedFiles().length).toBe(count - 1);
    expect((await t.app.inject({ url: `/api/siiicca/strategy_file?id=${id}&file=approvement_letter`, headers: bearer(t.docente) })).statusCode).toBe(404);
  });
});
