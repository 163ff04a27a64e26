import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STRATEGY_MSG, type TAuditEvent, type TStrategyDetail } from '@siiicca/shared';
import { strategies, strategyPeriods } from '../../db/schema';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { PDF, save, saveMultipart, strategyOf } from './test-fixtures';

const t = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as never });

async function created(token = t.docente, kind: Parameters<typeof strategyOf>[1] = 'Grupos de Estudio') {
  const input = await strategyOf(t.db, kind);
  const res = await saveMultipart(t, token, input, [{ field: 'approvement_letter', filename: 'carta.pdf', content: PDF }]);
  expect(res.statusCode, res.body).toBe(201);
  const { id, version } = res.json().data as { id: number; version: string };
  return { id, version, input };
}
const detail = async (id: number, token = t.docente) => (await call('GET', `/api/siiicca/strategies/${id}`, token)).json() as TStrategyDetail;

/** Runs `fn` with no active strategy period, then restores the one there was. */
async function withoutActivePeriod(fn: () => Promise<void>) {
  const [active] = await t.db.select({ id: strategyPeriods.id }).from(strategyPeriods).where(eq(strategyPeriods.state, true));
  await t.db.update(strategyPeriods).set({ state: false }).where(eq(strategyPeriods.id, active!.id));
  try {
    await fn();
  } finally {
    await t.db.update(strategyPeriods).set({ state: true }).where(eq(strategyPeriods.id, active!.id));
  }
}
const pastPeriod = async () => (await t.db.select({ id: strategyPeriods.id }).from(strategyPeriods).where(eq(strategyPeriods.state, false)))[0]!.id;

describe('the active period and the edit and delete rules (spec section 4)', () => {
  it('a new strategy (or draft) needs an active period, and belongs to it', async () => {
    const input = await strategyOf(t.db, 'Grupos de Trabajo');
    await withoutActivePeriod(async () => {
      const res = await save(t, t.docente, input);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STRATEGY_MSG.noActivePeriod);
      const draft = await call('POST', '/api/siiicca/strategy_drafts', t.docente, { step: 1, data: {} });
      expect(draft.json().message).toBe(STRATEGY_MSG.noActivePeriod);
    });
    const { id } = await created();
    const list = (await call('GET', '/api/siiicca/my_strategies', t.docente)).json();
    expect((await detail(id)).period!.id).toBe(list.meta.active_period_id);
  });

  it('edit and delete only while Activo in the active period', async () => {
    const { id, version, input } = await created();
    await t.db.update(strategies).set({ periodId: await pastPeriod() }).where(eq(strategies.id, id));
    const edit = await save(t, t.docente, { ...input, id, version });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(STRATEGY_MSG.wrongStateToEdit);
    const del = await call('DELETE', `/api/siiicca/strategies/${id}`, t.docente);
    expect(del.json().message).toBe(STRATEGY_MSG.wrongStateToDelete);
    const [active] = await t.db.select({ id: strategyPeriods.id }).from(strategyPeriods).where(eq(strategyPeriods.state, true));
    await t.db.update(strategies).set({ periodId: active!.id, state: 'Finalizado' }).where(eq(strategies.id, id));
    expect((await save(t, t.docente, { ...input, id, version: (await detail(id)).version })).json().message).toBe(STRATEGY_MSG.wrongStateToEdit);
  });

  it("delete: '¡ Estrategia Eliminada !', its files go with it", async () => {
    const { id } = await created();
    const res = await call('DELETE', `/api/siiicca/strategies/${id}`, t.docente);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(STRATEGY_MSG.deleted);
    expect((await call('GET', `/api/siiicca/strategies/${id}`, t.docente)).statusCode).toBe(404);
    expect((await call('GET', `/api/siiicca/strategy_file?id=${id}&file=approvement_letter`, t.docente)).statusCode).toBe(404);
  });
});

describe('ownership: another lecturer gets 404 everywhere', () => {
  it("on the strategy, its actors, its files, its drafts and its history", async () => {
    const { id, version, input } = await created();
    const other = await loginAs(t, 'docente2');
    const whole = await detail(id);
    const actor = whole.actors[0]!;
    const answers = await Promise.all([
      call('GET', `/api/siiicca/strategies/${id}`, other),
      call('GET', `/api/siiicca/strategies/${id}/history`, other),
      call('GET', `/api/siiicca/strategy_file?id=${id}&file=approvement_letter`, other),
      call('DELETE', `/api/siiicca/strategies/${id}`, other),
      call('PUT', `/api/siiicca/strategy_drafts/${id}`, other, { step: 2, data: {}, version }),
      call('PUT', `/api/siiicca/remove_strategy_actor/${actor.id}`, other, { version }),
      save(t, other, { ...input, id, version }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const mine = (await call('GET', '/api/siiicca/my_strategies?per_page=100', other)).json();
    expect(mine.data.map((r: { id: number }) => r.id)).not.toContain(id);
    // Still whole for its owner.
    expect(await detail(id)).toEqual(whole);
  });

  it('strategies.all reads everyone’s, files included, but not their drafts', async () => {
    const { id } = await created();
    const draft = (await call('POST', '/api/siiicca/strategy_drafts', t.docente, { step: 3, data: { name: 'Borrador privado' } })).json().data;
    const admin = t.admin;
    expect((await call('GET', `/api/siiicca/strategies/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/siiicca/strategy_file?id=${id}&file=approvement_letter`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/siiicca/strategies/${draft.id}`, admin)).statusCode).toBe(404);
    const all = (await call('GET', '/api/siiicca/strategies?per_page=100', admin)).json();
    const ids = all.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(draft.id);
    // Reading everyone's is not writing them.
    expect((await call('DELETE', `/api/siiicca/strategies/${id}`, admin)).statusCode).toBe(404);
  });

  it('a lecturer cannot open the all-strategies list', async () => {
    expect((await call('GET', '/api/siiicca/strategies', t.docente)).statusCode).toBe(403);
  });
});

describe('actors: delete toggles Activo / Inactivo', () => {
  it('toggles, keeps the state through a save, and refuses the leader', async () => {
    const { id, input } = await created();
    const before = await detail(id);
    const teacher = before.actors.find((a) => a.type === 'Docente')!;
    const off = await call('PUT', `/api/siiicca/remove_strategy_actor/${teacher.id}`, t.docente, { version: before.version });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: STRATEGY_MSG.actorToggled('Inactivo'), data: { id: teacher.id, state: 'Inactivo', version: expect.any(String) } });
    // The toggle is a change of the strategy: a save still holding the older version is refused...
    const edited = input.actors!.map((a) => (a.type === 'Docente' ? { ...a, rol: 'Evaluador' as const } : a));
    expect((await save(t, t.docente, { ...input, id, version: before.version, actors: edited })).statusCode).toBe(409);
    // ...and the wizard's save, which keeps the version the toggle answered, keeps it inactive and unedited.
    const toggled = off.json().data.version as string;
    expect((await save(t, t.docente, { ...input, id, version: toggled, actors: edited })).statusCode).toBe(200);
    const after = (await detail(id)).actors.find((a) => a.id === teacher.id)!;
    expect(after).toMatchObject({ state: 'Inactivo', rol: teacher.rol });
    const on = await call('PUT', `/api/siiicca/remove_strategy_actor/${teacher.id}`, t.docente, { version: (await detail(id)).version });
    expect(on.json().data.state).toBe('Activo');
    const [leader] = await t.db.execute(sql`select id from strategy_actors where strategy_id = ${id} and type = 'Líder'`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const refused = await call('PUT', `/api/siiicca/remove_strategy_actor/${leader!.id}`, t.docente, { version: (await detail(id)).version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(STRATEGY_MSG.leaderCannotToggle);
  });
});

describe('drafts (Borrador)', () => {
  it('keeps the wizard’s work, restored by GET, and becomes Activo on Guardar', async () => {
    const res = await call('POST', '/api/siiicca/strategy_drafts', t.docente, { step: 2, data: { name: 'A medio camino', strategy: 'Grupos de Estudio' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(STRATEGY_MSG.draftSaved);
    const { id } = res.json().data;
    const update = await call('PUT', `/api/siiicca/strategy_drafts/${id}`, t.docente, {
      step: 4,
      data: { name: 'Casi lista', strategy: 'Grupos de Estudio', actors: [] },
      version: res.json().data.version,
    });
    expect(update.json().data).toMatchObject({ id, step: 4 });
    const back = await detail(id);
    expect(back).toMatchObject({ state: 'Borrador', name: 'Casi lista', strategy: 'Grupos de Estudio' });
    expect(back.draft).toMatchObject({ step: 4, data: { name: 'Casi lista', actors: [] } });
    const row = (await call('GET', '/api/siiicca/my_strategies?q=Casi%20lista', t.docente)).json().data[0];
    expect(row).toMatchObject({ id, state: 'Borrador' });
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const saved = await save(t, t.docente, { ...input, id, version: update.json().data.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await detail(id)).toMatchObject({ state: 'Activo', draft: null, name: input.name });
  });

  it('on a saved strategy the draft holds unsaved edits, and the strategy stays as saved', async () => {
    const { id, version } = await created();
    const res = await call('PUT', `/api/siiicca/strategy_drafts/${id}`, t.docente, { step: 3, data: { name: 'Sin guardar' }, version });
    expect(res.statusCode).toBe(200);
    const back = await detail(id);
    expect(back.state).toBe('Activo');
    expect(back.name).not.toBe('Sin guardar');
    // The kept draft is a change of the strategy's: the next save names the version it answered.
    expect(back.version).toBe(res.json().data.version);
    expect(back.version).not.toBe(version);
    expect(back.draft).toMatchObject({ step: 3, data: { name: 'Sin guardar' } });
  });

  it('refuses a draft past its bound, and a draft can be discarded', async () => {
    const huge = await call('POST', '/api/siiicca/strategy_drafts', t.docente, { step: 1, data: { name: 'x'.repeat(5 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    const { id } = (await call('POST', '/api/siiicca/strategy_drafts', t.docente, { step: 1, data: {} })).json().data;
    expect((await call('DELETE', `/api/siiicca/strategies/${id}`, t.docente)).json().message).toBe(STRATEGY_MSG.deleted);
  });
});

describe('history', () => {
  it('records create, update (from what to what), upload and actor toggles, with who and when', async () => {
    const { id, input } = await created();
    const v = (await detail(id)).version;
    await save(t, t.docente, { ...input, id, version: v, name: 'Nombre nuevo' });
    const teacher = (await detail(id)).actors.find((a) => a.type === 'Docente')!;
    await call('PUT', `/api/siiicca/remove_strategy_actor/${teacher.id}`, t.docente, { version: (await detail(id)).version });
    const res = await call('GET', `/api/siiicca/strategies/${id}/history`, t.docente);
    expect(res.statusCode).toBe(200);
    const events = res.json().data as TAuditEvent[];
    expect(events.map((e) => e.action)).toEqual(['create', 'upload', 'update', 'actor_deactivated']);
    expect(events[0]!.user!.name).toBe('María Fernanda Rojas Díaz');
    expect(events[0]!.label).toBe('Creación');
    expect(events[2]!.changes).toEqual([{ field: 'name', label: 'Nombre', from: input.name, to: 'Nombre nuevo' }]);
    expect(events[3]!.changes[0]).toMatchObject({ from: 'Activo', to: 'Inactivo', label: 'Actores' });
    // strategies.all reads it too.
    expect((await call('GET', `/api/siiicca/strategies/${id}/history`, t.admin)).statusCode).toBe(200);
  });
});
