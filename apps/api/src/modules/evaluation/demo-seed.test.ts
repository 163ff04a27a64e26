import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CORE_LIFE, EVAL_CRITERIA_API, EVAL_REVIEW_API, EVALUATION_LIFE, PROJECT_API, type TCallEvaluation, type TMyEvaluationDetail } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { seedEvaluationDemo } from './demo-seed';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { leaksOf } from '../../../test/identity-leaks';
import { BLIND_CALL_NAME, BLIND_PROJECT_TITLE, seedBlindCall, storeBlindDocuments } from './demo-blind-seed';
import { createFileStore } from '../../lib/files';
import { inTransaction } from '../../db/transaction';

const t = useTestApp();

describe('the evaluation demo', () => {
  it('has projects in every state, each change with its history line, an acta for the approved one', async () => {
    const states = await queryRows<{ state: string }>(t.db, sql`select distinct state from projects`);
    // The core's and the evaluation's states (the execution demo's are counted there).
    expect(states.map((s) => s.state)).toEqual(expect.arrayContaining([...CORE_LIFE.states, ...EVALUATION_LIFE.states]));
    // Every project past Borrador has a history that ends in its state, starting at Borrador → Enviado.
    const paths = await queryRows<{ state: string; path: string[] }>(
      t.db,
      sql`select p.state, array_agg(t.from_state || '>' || t.to_state order by t.id) as path
        from projects p join project_transitions t on t.project_id = p.id group by p.id, p.state`,
    );
    const past = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects where state <> 'Borrador'`);
    expect(paths).toHaveLength(past[0]!.n);
    for (const p of paths) {
      expect(p.path[0]).toBe('Borrador>Enviado');
      expect(p.path.at(-1)!.endsWith(`>${p.state}`)).toBe(true);
    }
    const [acta] = await queryRows<{ number: number; state: string }>(t.db, sql`select a.number, p.state from project_approvals a join projects p on p.id = a.project_id where p.state = 'Aprobado'`);
    expect(acta).toEqual({ number: 1, state: 'Aprobado' });
  });

  it("gives evaluador one assignment to accept and a project ready for the administrator's decision", async () => {
    const rows = await queryRows<{ username: string; state: string; project: string; submitted: number }>(
      t.db,
      sql`select u.username, a.state, p.state as project, count(e.submitted_at)::int as submitted
        from evaluation_assignments a join users u on u.id = a.evaluator_id join projects p on p.id = a.project_id
        left join evaluations e on e.assignment_id = a.id group by u.username, a.state, p.id, p.state`,
    );
    expect(rows).toContainEqual({ username: 'evaluador', state: 'Asignada', project: 'En evaluación', submitted: 0 });
    expect(rows.filter((r) => r.project === 'En evaluación' && r.submitted === 1)).toHaveLength(2);
    const weights = await queryRows<{ total: number }>(t.db, sql`select sum(weight)::int as total from call_criteria group by announcement_id`);
    expect(weights.map((w) => w.total)).toEqual([100, 100]);
    // Once: a second run writes nothing.
    await seedEvaluationDemo(t.db, null);
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from evaluation_assignments`);
    expect(n!.n).toBe(rows.length);
  });

  it("saves each demo call's evaluation settings unchanged (the deadline falls after the call's end)", async () => {
    const calls = await queryRows<{ id: number }>(t.db, sql`select announcement_id as id from call_evaluation_settings order by 1`);
    expect(calls).toHaveLength(2);
    for (const { id } of calls) {
      const doc = (await t.app.inject({ url: EVAL_CRITERIA_API.one(id), headers: bearer(t.admin) })).json() as TCallEvaluation;
      const { announcement: _a, defined: _d, scored: _s, editable: _e, ...body } = doc;
      const res = await t.app.inject({ method: 'PUT', url: EVAL_CRITERIA_API.one(id), headers: bearer(t.admin), payload: { ...body, documents: doc.documents.map((d) => ({ id: d.id, visible: d.visible })) } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('has a blind call whose project evaluador reads without its CV and receives its documents without the author LibreOffice wrote in them', async () => {
    // The run's seeded database has no files (the API suite seeds without a store): the blind call is
    // seeded again here with its documents on this app's disk, as a start with a DATA_DIR does.
    const ids = await queryRows<{ owner: number; admin: number; evaluator: number; source: number }>(
      t.db,
      sql`select (select id from users where username = 'docente') as owner, (select id from users where username = 'admin') as admin,
        (select id from users where username = 'evaluador') as evaluator,
        (select min(p.id) from projects p join users u on u.id = p.user_id where u.username = 'docente' and p.state = 'Borrador') as source`,
    );
    const { owner, admin, evaluator, source } = ids[0]!;
    await t.db.execute(sql`update announcements set name = name || ' (sin archivos)' where name = ${BLIND_CALL_NAME}`);
    const stored = await storeBlindDocuments(createFileStore(t.deps.config.DATA_DIR));
    await inTransaction(t.db, (tx) => seedBlindCall(tx, { sourceId: source, owner, admin, evaluator, today: Date.now(), stored }));

    const evaluador = await loginAs(t, 'evaluador');
    const mine = (await t.app.inject({ url: `${EVAL_REVIEW_API.mine}?per_page=100`, headers: bearer(evaluador) })).json() as { data: { id: number; title: string; blind: boolean; state: string }[] };
    const rows = mine.data.filter((r) => r.title === BLIND_PROJECT_TITLE);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ blind: true, state: 'Aceptada' });
    const row = rows.sort((x, y) => y.id - x.id)[0]!;
    const detail = (await t.app.inject({ url: EVAL_REVIEW_API.one(row.id), headers: bearer(evaluador) })).json() as TMyEvaluationDetail;
    expect(detail.project!.documents.map((d) => d.name)).toEqual(['Propuesta de investigación', 'Anexo técnico']);
    expect(detail.project!.owner).toBeNull();
    const AUTHOR = ['María Fernanda Rojas Díaz', 'Rojas Díaz', 'MFRD', 'docente@siiicca.test'];
    for (const d of detail.project!.documents) {
      const file = await t.app.inject({ url: EVAL_REVIEW_API.document(row.id, d.id), headers: bearer(evaluador) });
      expect(file.statusCode).toBe(200);
      expect(await leaksOf(file.rawPayload, AUTHOR), d.name).toEqual([]);
    }
    // The lecturer's own copy still says who wrote it.
    const [own] = await queryRows<{ project_id: number; id: number }>(
      t.db,
      sql`select d.project_id, d.id from project_documents d where d.project_id = ${detail.project!.id} and d.name = 'propuesta.docx'`,
    );
    const original = await t.app.inject({ url: `${PROJECT_API.file}?id=${own!.project_id}&file=${own!.id}`, headers: bearer(t.docente) });
    expect(await leaksOf(original.rawPayload, AUTHOR)).not.toEqual([]);
  });
});
