import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { EXECUTION_API, type TExecutionView, type TProjectState } from '@siiicca/shared';
import { announcements, budgetItems, fundingSources, productTypeProducts, projectApprovals, projectResults, projects, users } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { bearer, type TestApp } from '../../../test/helpers';

/*
 * Test data of the execution stage, written straight into the tables: a call of the test's own and
 * approved projects with their acta's row (the decision has routes of its own, tested there); the
 * start and every later step go through the routes.
 */

/** A random tag of letters only: a search for a project's id never matches a call's or a title's tag. */
const tag = () => randomBytes(4).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/** A call of the test's own (so no other data shares its lists), answered with its id and name. */
export async function newCall(db: DbOrTx) {
  const name = `Convocatoria de ejecución ${tag()}`;
  const [call] = await db.insert(announcements).values({ name, type: 'Multicampus', description: 'Prueba de ejecución', fechaInicio: '2024-01-01', fechaFin: '2024-06-30' }).returning({ id: announcements.id });
  return { id: call!.id, name };
}

/** A project of `callId` in `state`, owned by `ownerId` (no investigators, no documents). */
export async function newProject(db: DbOrTx, o: { callId: number; ownerId: number; state: TProjectState }) {
  const [p] = await db.insert(projects).values({ userId: o.ownerId, announcementId: o.callId, title: `Proyecto en ejecución ${tag()}`, state: o.state, sentAt: new Date() }).returning({ id: projects.id });
  return p!;
}

export async function userIdOf(db: DbOrTx, username: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return u!.id;
}

/** An approved project of `callId` owned by `ownerId`, approved at `approvedAt` (now unless given), with its acta numbered next in the call's year. */
export async function approvedProject(db: DbOrTx, o: { callId: number; ownerId: number; approvedAt?: Date }) {
  const p = await newProject(db, { callId: o.callId, ownerId: o.ownerId, state: 'Aprobado' });
  const at = o.approvedAt ?? new Date();
  const year = at.getUTCFullYear();
  const [next] = await queryRows<{ n: number }>(db, sql`select coalesce(max(number), 0)::int + 1 as n from project_approvals where announcement_id = ${o.callId} and year = ${year}`);
  await db.insert(projectApprovals).values({ projectId: p.id, announcementId: o.callId, year, number: next!.n, justification: 'Cumple los criterios.', approvedAt: at });
  return p;
}

/** The seeded budget catalogues' ids by name. */
export async function budgetCatalogues(db: DbOrTx) {
  const items = await db.select({ id: budgetItems.id, name: budgetItems.name }).from(budgetItems);
  const sources = await db.select({ id: fundingSources.id, name: fundingSources.name }).from(fundingSources);
  const item = (name: string) => items.find((i) => i.name === name)!.id;
  const source = (name: string) => sources.find((s) => s.name === name)!.id;
  return { item, source };
}

type TInject = Pick<TestApp, 'app'>;

/** The execution view as `token` reads it. */
export async function viewOf(t: TInject, token: string, id: number): Promise<TExecutionView> {
  const res = await t.app.inject({ url: EXECUTION_API.one(id), headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`view ${id}: ${res.statusCode} ${res.body}`);
  return res.json() as TExecutionView;
}

/** POSTs `body` to `url` with the view's version read just before (unless the body names one). */
export async function postWithVersion(t: TInject, token: string, url: string, id: number, body: Record<string, unknown>, reader = token) {
  const version = (await viewOf(t, reader, id)).version;
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { version, ...body } });
}

/** A start body: `start_date`, 12 months, Personal/Institución 10,000,000 and Equipos/Contrapartida 5,000,000 unless given. */
export async function startBody(db: DbOrTx, start: string, over: Record<string, unknown> = {}) {
  const { item, source } = await budgetCatalogues(db);
  return {
    start_date: start,
    duration_months: 12,
    budget: [
      { budget_item_id: item('Personal'), funding_source_id: source('Institución'), amount: 10_000_000 },
      { budget_item_id: item('Equipos'), funding_source_id: source('Contrapartida'), amount: 5_000_000 },
    ],
    ...over,
  };
}

/** Starts an approved project as the office (`token`), answering the response. */
export async function startProject(t: TInject & Pick<TestApp, 'db'>, token: string, id: number, start: string, over: Record<string, unknown> = {}) {
  return postWithVersion(t, token, EXECUTION_API.start(id), id, await startBody(t.db, start, over));
}

/** Gives project `id` `n` expected results (project_results) of the seeded product catalogue, answering their ids. */
export async function withResults(db: DbOrTx, id: number, n = 2): Promise<number[]> {
  const pairs = await db.select({ type: productTypeProducts.productTypeId, product: productTypeProducts.productId }).from(productTypeProducts).limit(50);
  const distinct = [...new Map(pairs.map((p) => [`${p.type}:${p.product}`, p])).values()].slice(0, n);
  if (distinct.length < n) throw new Error('the product catalogue is not seeded');
  const rows = await db
    .insert(projectResults)
    .values(distinct.map((p, i) => ({ projectId: id, productTypeId: p.type, productId: p.product, quantity: i + 1, position: i })))
    .returning({ id: projectResults.id });
  return rows.map((r) => r.id);
}
