import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  expirationDateOf,
  STRATEGY_API,
  STRATEGY_ACTIONS,
  STRATEGY_MSG,
  strategyActions,
  todayInBogota,
  ZStrategyTransitionSchema,
  type TAuditEvent,
  type TStrategyDetail,
  type TStrategyList,
  type TStrategyState,
} from '@siiicca/shared';
import { strategies, strategyPeriods } from '../../db/schema';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { userWithProfiles } from '../people/test-fixtures';
import { strategyVersion } from './find-strategy';
import { PDF, save, strategyOf } from './test-fixtures';

const t = useTestApp();

const post = (url: string, token: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as never });
/** The row as the list answers it (its version: every state action names it). */
const row = async (id: number, version?: string) => ({ id, version: version ?? (await strategyVersion(t.db, id)) });
const expire = async (id: number, token = t.docente, version?: string) => post(STRATEGY_API.expire, token, { ...(await row(id, version)), name: 'la fila entera también vale' });
const migrate = async (id: number, token = t.docente, version?: string) => post(STRATEGY_API.migrate, token, { ...(await row(id, version)), state: 'Activo' });
const detail = async (id: number, token = t.docente) => (await t.app.inject({ url: STRATEGY_API.one(id), headers: bearer(token) })).json() as TStrategyDetail;
const history = async (id: number) => (await t.app.inject({ url: STRATEGY_API.history(id), headers: bearer(t.docente) })).json().data as TAuditEvent[];

type TFinishBody = { id?: string; version?: string; accept?: string; file?: { filename: string; content: Buffer }; fileFirst?: boolean };

/** The final-report dialog's multipart form: id, accept and final_report_file (the file first or last). */
function finishForm({ id, version, accept, file, fileFirst }: TFinishBody) {
  const boundary = `----informe${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const fields: Buffer[] = [];
  if (id !== undefined) fields.push(field('id', id));
  if (version !== undefined) fields.push(field('version', version));
  if (accept !== undefined) fields.push(field('accept', accept));
  const fileParts: Buffer[] = file
    ? [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="final_report_file"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = fileFirst ? [...fileParts, ...fields] : [...fields, ...fileParts];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
/** The dialog's form; it names the strategy's current version unless the body says otherwise. */
const finish = async (body: TFinishBody, token = t.docente) => {
  const version = body.version ?? (body.id && /^\d+$/.test(body.id) ? await strategyVersion(t.db, Number(body.id)) : undefined);
  const form = finishForm({ ...body, version });
  return t.app.inject({ method: 'POST', url: STRATEGY_API.finish, headers: { ...bearer(token), 'content-type': form.contentType }, payload: form.payload });
};
const finishOk = (id: number, token = t.docente, version?: string) =>
  finish({ id: String(id), version, accept: 'true', file: { filename: 'Informe final ñandú.pdf', content: PDF } }, token);

/** Every file under DATA_DIR/files, as paths relative to it. */
const storedFiles = () => {
  const root = path.join(t.deps.config.DATA_DIR, 'files');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort()) : [];
};

const periods = async () => {
  const rows = await t.db.select({ id: strategyPeriods.id, state: strategyPeriods.state, description: strategyPeriods.description }).from(strategyPeriods);
  return { active: rows.find((p) => p.state)!, past: rows.find((p) => !p.state)! };
};

type TSetup = { state: TStrategyState; period: 'active' | 'past'; term: 'over' | 'running' };

/** A strategy of the demo lecturer, saved through the API, then put in the given state, period and term. */
async function strategyIn({ state, period, term }: TSetup, token = t.docente) {
  let id: number;
  if (state === 'Borrador') {
    id = (await post(STRATEGY_API.drafts, token, { step: 2, data: { name: 'Borrador de prueba' } })).json().data.id;
  } else {
    const res = await save(t, token, await strategyOf(t.db, 'Grupos de Trabajo'));
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
  }
  const p = await periods();
  await t.db
    .update(strategies)
    .set({
      state,
      periodId: (period === 'active' ? p.active : p.past).id,
      expirationDate: state === 'Borrador' ? null : term === 'over' ? '2020-06-30' : '2099-12-31',
    })
    .where(eq(strategies.id, id));
  return id;
}

const stored = async (id: number) =>
  (await t.db.select({ state: strategies.state, periodId: strategies.periodId, report: strategies.finalReportPath }).from(strategies).where(eq(strategies.id, id)))[0]!;

/** A refusal of a state action: 400, the action's failure message, and the reasons in errors._. */
function expectRefused(res: { statusCode: number; body: string; json: () => unknown }, message: string, reasons: string[]) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe(message);
  expect(body.errors._).toEqual(reasons);
}

describe('the demo data', () => {
  it.each(['docente', 'docente2'] as const)('offers every row action somewhere to %s, and its Vencido one went through Vencer', async (who) => {
    const token = who === 'docente' ? t.docente : await loginAs(t, who);
    const list = (await t.app.inject({ url: `${STRATEGY_API.mine}?per_page=100&sort=id`, headers: bearer(token) })).json() as TStrategyList;
    const demo = list.data; // this file's first test: the seeded ones only
    const offered = new Set(demo.flatMap((r) => Object.entries(strategyActions(r, { activePeriodId: list.meta.active_period_id })).filter(([, a]) => a.allowed).map(([k]) => k)));
    expect([...offered].sort()).toEqual([...STRATEGY_ACTIONS].sort());
    const vencido = demo.find((r) => r.state === 'Vencido')!;
    expect((await t.app.inject({ url: STRATEGY_API.history(vencido.id), headers: bearer(token) })).json().data.map((e: TAuditEvent) => e.action)).toEqual(['create', 'expire']);
  });
});

describe('the expiration date is written on every save', () => {
  it('created day (Bogotá) + duration months − 1 day; recomputed on update from the day it was created; null for drafts', async () => {
    const input = await strategyOf(t.db, 'Grupos de Trabajo');
    const res = await save(t, t.docente, { ...input, duration: 6 });
    const { id } = res.json().data;
    expect((await detail(id)).expiration_date).toBe(expirationDateOf(todayInBogota(), 6));
    // Created on 31 January (in Bogotá, 04:00 UTC of 1 February): a month later is the last of February.
    await t.db.update(strategies).set({ createdAt: new Date('2025-02-01T04:00:00Z') }).where(eq(strategies.id, id));
    const { version } = await detail(id);
    expect((await save(t, t.docente, { ...input, id, version, duration: 1 })).statusCode).toBe(200);
    expect((await detail(id)).expiration_date).toBe('2025-02-27');
    const draft = (await post(STRATEGY_API.drafts, t.docente, { step: 1, data: { duration: 6 } })).json().data.id;
    expect((await detail(draft)).expiration_date).toBeNull();
  });
});

describe('Vencer (POST /expirationStrategy)', () => {
  it('an expiring Activo strategy becomes Vencido, in its period, and the history says so', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'past', term: 'over' });
    const res = await expire(id);
    expect(res.statusCode, res.body).toBe(200);
    const { past } = await periods();
    expect(ZStrategyTransitionSchema.parse(res.json())).toEqual({ message: STRATEGY_MSG.expired, data: { id, state: 'Vencido', period_id: past.id, version: expect.any(String) } });
    expect((await stored(id)).state).toBe('Vencido');
    const last = (await history(id)).at(-1)!;
    expect(last).toMatchObject({ action: 'expire', label: 'Estrategia vencida', user: { name: 'María Fernanda Rojas Díaz' } });
    expect(last.changes).toEqual([{ field: 'state', label: 'Estado', from: 'Activo', to: 'Vencido' }]);
  });

  it.each<[TSetup, string | null]>([
    [{ state: 'Activo', period: 'active', term: 'over' }, null],
    [{ state: 'Activo', period: 'active', term: 'running' }, STRATEGY_MSG.notExpiring],
    [{ state: 'Activo', period: 'past', term: 'running' }, STRATEGY_MSG.notExpiring],
    [{ state: 'Vencido', period: 'past', term: 'over' }, STRATEGY_MSG.alreadyClosed],
    [{ state: 'Finalizado', period: 'active', term: 'over' }, STRATEGY_MSG.alreadyClosed],
    [{ state: 'Borrador', period: 'active', term: 'over' }, STRATEGY_MSG.wrongStateToEdit],
  ])('%j → %s', async (setup, reason) => {
    const id = await strategyIn(setup);
    const res = await expire(id);
    if (reason === null) {
      expect(res.statusCode, res.body).toBe(200);
      expect((await stored(id)).state).toBe('Vencido');
    } else {
      expectRefused(res, STRATEGY_MSG.expireFailed, [reason]);
      expect((await stored(id)).state).toBe(setup.state);
    }
  });
});

describe('Actualizar periodo (POST /strategies?action=Migrate)', () => {
  it('an Activo strategy of a past period, not expiring, moves to the active period, and the history says so', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'past', term: 'running' });
    const res = await migrate(id);
    expect(res.statusCode, res.body).toBe(200);
    const { active, past } = await periods();
    expect(ZStrategyTransitionSchema.parse(res.json())).toEqual({ message: STRATEGY_MSG.migrated, data: { id, state: 'Activo', period_id: active.id, version: expect.any(String) } });
    expect((await detail(id)).period).toEqual({ id: active.id, description: active.description });
    const last = (await history(id)).at(-1)!;
    expect(last).toMatchObject({ action: 'migrate', label: 'Periodo actualizado' });
    expect(last.changes).toEqual([{ field: 'period', label: 'Periodo', from: past.description, to: active.description }]);
  });

  it.each<[TSetup, string]>([
    [{ state: 'Activo', period: 'past', term: 'over' }, STRATEGY_MSG.wrongStateToMigrate],
    [{ state: 'Activo', period: 'active', term: 'running' }, STRATEGY_MSG.wrongStateToMigrate],
    [{ state: 'Vencido', period: 'past', term: 'running' }, STRATEGY_MSG.wrongStateToMigrate],
    [{ state: 'Finalizado', period: 'past', term: 'running' }, STRATEGY_MSG.wrongStateToMigrate],
    [{ state: 'Borrador', period: 'past', term: 'running' }, STRATEGY_MSG.wrongStateToEdit],
  ])('refuses %j: %s', async (setup, reason) => {
    const id = await strategyIn(setup);
    expectRefused(await migrate(id), STRATEGY_MSG.migrateFailed, [reason]);
    expect(await stored(id)).toMatchObject({ state: setup.state, periodId: (await periods())[setup.period].id });
  });

  it('without an active period: refused with the reason', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'past', term: 'running' });
    const { active } = await periods();
    await t.db.update(strategyPeriods).set({ state: false }).where(eq(strategyPeriods.id, active.id));
    try {
      expectRefused(await migrate(id), STRATEGY_MSG.migrateFailed, [STRATEGY_MSG.noActivePeriod]);
    } finally {
      await t.db.update(strategyPeriods).set({ state: true }).where(eq(strategyPeriods.id, active.id));
    }
  });

  it('reads only the id of the body; refuses a body without one, another action, and multipart', async () => {
    const missing = await post(STRATEGY_API.migrate, t.docente, { name: 'sin id' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.id).toEqual(['Campo requerido']);
    const other = await post('/api/siiicca/strategies?action=Delete', t.docente, { id: 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.action).toBeDefined();
    const form = finishForm({ id: '1' });
    const asForm = await t.app.inject({ method: 'POST', url: STRATEGY_API.migrate, headers: { ...bearer(t.docente), 'content-type': form.contentType }, payload: form.payload });
    expect(asForm.statusCode).toBe(415);
  });
});

describe('Informe final (POST /finish_strategy)', () => {
  it('an Activo strategy of the active period becomes Finalizado; the report downloads as sent; the history says so', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'active', term: 'over' });
    const before = storedFiles().length;
    const res = await finishOk(id);
    expect(res.statusCode, res.body).toBe(200);
    const { active } = await periods();
    expect(ZStrategyTransitionSchema.parse(res.json())).toEqual({ message: STRATEGY_MSG.finished, data: { id, state: 'Finalizado', period_id: active.id, version: expect.any(String) } });
    expect(storedFiles().length).toBe(before + 1);
    const file = await t.app.inject({ url: `${STRATEGY_API.file}?id=${id}&file=final_report`, headers: bearer(t.docente) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('Informe final ñandú.pdf'));
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const last = (await history(id)).at(-1)!;
    expect(last).toMatchObject({ action: 'finish', label: 'Informe final cargado: estrategia finalizada' });
    expect(last.changes).toEqual([
      { field: 'state', label: 'Estado', from: 'Activo', to: 'Finalizado' },
      { field: 'final_report', label: 'Informe Final', from: null, to: 'Informe final ñandú.pdf' },
    ]);
    // Finalizado: nothing more to finish.
    expectRefused(await finishOk(id), STRATEGY_MSG.finishFailed, [STRATEGY_MSG.wrongStateToFinish]);
    expect(storedFiles().length).toBe(before + 1);
  });

  it.each<TSetup>([
    { state: 'Activo', period: 'past', term: 'running' },
    { state: 'Vencido', period: 'active', term: 'over' },
    { state: 'Finalizado', period: 'active', term: 'running' },
  ])('refuses %j, and keeps no file', async (setup) => {
    const id = await strategyIn(setup);
    const before = storedFiles();
    expectRefused(await finishOk(id), STRATEGY_MSG.finishFailed, [STRATEGY_MSG.wrongStateToFinish]);
    expect(await stored(id)).toMatchObject({ state: setup.state, report: null });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a draft (its owner can only continue or discard it)', async () => {
    const id = await strategyIn({ state: 'Borrador', period: 'active', term: 'running' });
    expectRefused(await finishOk(id), STRATEGY_MSG.finishFailed, [STRATEGY_MSG.wrongStateToEdit]);
  });

  it('lists every problem at once: not a PDF, no checkbox, the wrong state; nothing is stored', async () => {
    const id = await strategyIn({ state: 'Vencido', period: 'active', term: 'over' });
    const before = storedFiles();
    // The file comes first: the fields after a refused file are still read.
    const res = await finish({ id: String(id), accept: 'false', file: { filename: 'informe.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') }, fileFirst: true });
    expectRefused(res, STRATEGY_MSG.finishFailed, [STRATEGY_MSG.fileNotPdf, STRATEGY_MSG.acceptRequired, STRATEGY_MSG.wrongStateToFinish]);
    expect(res.json().errors).toMatchObject({ final_report_file: [STRATEGY_MSG.fileNotPdf], accept: [STRATEGY_MSG.acceptRequired] });
    expect(storedFiles()).toEqual(before);
  });

  it.each<[string, TFinishBody, string[]]>([
    ['a missing file', { accept: 'true' }, [STRATEGY_MSG.finalReportRequired]],
    ['a missing checkbox', { file: { filename: 'informe.pdf', content: PDF } }, [STRATEGY_MSG.acceptRequired]],
    ['an empty file input and no checkbox', { file: { filename: '', content: Buffer.alloc(0) } }, [STRATEGY_MSG.finalReportRequired, STRATEGY_MSG.acceptRequired]],
    ['a file that is not a PDF, whatever its name', { accept: 'true', file: { filename: 'informe.pdf', content: Buffer.from('<html>no</html>') } }, [STRATEGY_MSG.fileNotPdf]],
  ])('refuses %s on a strategy that could be finished, and keeps no file', async (_, body, reasons) => {
    const id = await strategyIn({ state: 'Activo', period: 'active', term: 'running' });
    const before = storedFiles();
    expectRefused(await finish({ ...body, id: String(id) }), STRATEGY_MSG.finishFailed, reasons);
    expect(await stored(id)).toMatchObject({ state: 'Activo', report: null });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a report over 1e8 bytes: 'No puede Subir Archivos mayor a 10 GB!', nothing stored", async () => {
    const id = await strategyIn({ state: 'Activo', period: 'active', term: 'running' });
    const before = storedFiles();
    const big = Buffer.alloc(1e8 + 1, 0x20);
    PDF.copy(big);
    const res = await finish({ id: String(id), accept: 'true', file: { filename: 'informe.pdf', content: big } });
    expectRefused(res, STRATEGY_MSG.finishFailed, [STRATEGY_MSG.fileTooLarge]);
    expect(await stored(id)).toMatchObject({ state: 'Activo', report: null });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a missing or malformed id, and a request that is not multipart', async () => {
    const res = await finish({ id: 'uno', accept: 'true', file: { filename: 'informe.pdf', content: PDF } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.id).toEqual(['Debe ser un número válido']);
    expect((await finish({ accept: 'true' })).json().errors).toMatchObject({ id: ['Campo requerido'], _: [STRATEGY_MSG.finalReportRequired] });
    expect((await post(STRATEGY_API.finish, t.docente, { id: 1, accept: 'true' })).statusCode).toBe(415);
  });
});

describe('who may act', () => {
  it('another lecturer: 404 on all three, and nothing changes', async () => {
    const other = await loginAs(t, 'docente2');
    const running = await strategyIn({ state: 'Activo', period: 'active', term: 'over' });
    const past = await strategyIn({ state: 'Activo', period: 'past', term: 'running' });
    const before = storedFiles();
    const answers = [await expire(running, other), await migrate(past, other), await finishOk(running, other)];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(answers.map((a) => a.json().message)).toEqual([STRATEGY_MSG.notFound, STRATEGY_MSG.notFound, STRATEGY_MSG.notFound]);
    expect(storedFiles()).toEqual(before);
    expect((await stored(running)).state).toBe('Activo');
    expect((await stored(past)).periodId).toBe((await periods()).past.id);
  });

  it("strategies.manage expires and migrates anyone's saved strategies, but not their drafts, and never finishes them", async () => {
    const expiring = await strategyIn({ state: 'Activo', period: 'active', term: 'over' });
    const past = await strategyIn({ state: 'Activo', period: 'past', term: 'running' });
    const draft = await strategyIn({ state: 'Borrador', period: 'past', term: 'running' });
    const expired = await expire(expiring, t.admin);
    expect(expired.statusCode, expired.body).toBe(200);
    expect((await migrate(past, t.admin)).statusCode).toBe(200);
    expect((await history(past)).at(-1)).toMatchObject({ action: 'migrate', user: { name: 'Administrador del Sistema' } });
    expect((await expire(draft, t.admin)).statusCode).toBe(404);
    expect((await migrate(draft, t.admin)).statusCode).toBe(404);
    const open = await strategyIn({ state: 'Activo', period: 'active', term: 'running' });
    expect((await finishOk(open, t.admin)).statusCode).toBe(404);
  });

  it('the Revisor (strategies.all, no strategies.own or .manage) may not act: 403', async () => {
    const reviewer = await userWithProfiles(t, ['reviewer']);
    const id = await strategyIn({ state: 'Activo', period: 'past', term: 'over' });
    const answers = [await expire(id, reviewer), await migrate(id, reviewer), await finishOk(id, reviewer)];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    // Nor save through the route Migrate shares with the save.
    expect((await save(t, reviewer, await strategyOf(t.db, 'Grupos de Trabajo'))).statusCode).toBe(403);
    expect((await stored(id)).state).toBe('Activo');
  });
});

describe('two people acting at once, on the row both read', () => {
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

  it('expire twice: exactly one succeeds, one history entry; the other is told the strategy changed', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'active', term: 'over' });
    const read = await strategyVersion(t.db, id);
    const answers = await Promise.all([expire(id, t.docente, read), expire(id, t.admin, read)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(STRATEGY_MSG.staleEdit);
    // Read again, the strategy is refused by the rule.
    expect((await expire(id, t.admin)).json().errors._).toEqual([STRATEGY_MSG.alreadyClosed]);
    expect((await history(id)).filter((e) => e.action === 'expire')).toHaveLength(1);
  });

  it('migrate twice: exactly one succeeds', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'past', term: 'running' });
    const read = await strategyVersion(t.db, id);
    const answers = await Promise.all([migrate(id, t.docente, read), migrate(id, t.docente, read)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect((await history(id)).filter((e) => e.action === 'migrate')).toHaveLength(1);
  });

  it('finish twice: exactly one succeeds, and only its report is kept', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'active', term: 'running' });
    const before = storedFiles().length;
    const read = await strategyVersion(t.db, id);
    const answers = await Promise.all([finishOk(id, t.docente, read), finishOk(id, t.docente, read)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(storedFiles().length).toBe(before + 1);
    expect(storedFiles()).toContain(path.join(t.deps.config.DATA_DIR, 'files', (await stored(id)).report!));
  });

  it('finish and expire an expiring strategy at once: only one of them', async () => {
    const id = await strategyIn({ state: 'Activo', period: 'active', term: 'over' });
    const before = storedFiles().length;
    const read = await strategyVersion(t.db, id);
    const answers = await Promise.all([finishOk(id, t.docente, read), expire(id, t.docente, read)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const { state, report } = await stored(id);
    expect(state).toBe(answers[0]!.statusCode === 200 ? 'Finalizado' : 'Vencido');
    expect(storedFiles().length).toBe(before + (report ? 1 : 0));
  });
});

