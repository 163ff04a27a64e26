import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVAL_CRITERIA_API, EVAL_CRITERIA_MSG, MSG, todayInBogota, type TCallEvaluation } from '@siiicca/shared';
import { announcements, callCriteria, evaluationAssignments, evaluationScores, evaluations, projects, users } from '../../../db/schema';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { rowsOf, workbook } from '../../../../test/exports';

const t = useTestApp();
const addDays = (days: number) => {
  const d = new Date(`${todayInBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let seq = 0;
async function newCall(end = addDays(30)) {
  const [c] = await t.db
    .insert(announcements)
    .values({ name: `Convocatoria de criterios ${++seq}`, type: 'Multicampus', description: 'Prueba', fechaInicio: addDays(-60), fechaFin: end })
    .returning({ id: announcements.id });
  return c!.id;
}

const doc = (over: Record<string, unknown> = {}) => ({
  passing_score: 70,
  evaluators_per_project: 2,
  deadline: addDays(45),
  blind: true,
  divergence_margin: 15,
  criteria: [
    { name: 'Pertinencia', description: 'Relación con la convocatoria', weight: 60, scale_min: 0, scale_max: 5 },
    { name: 'Metodología', description: '', weight: 40, scale_min: 0, scale_max: 100 },
  ],
  ...over,
});

const get = (id: number, token = t.admin) => t.app.inject({ method: 'GET', url: EVAL_CRITERIA_API.one(id), headers: bearer(token) });
const put = (id: number, body: unknown, token = t.admin) => t.app.inject({ method: 'PUT', url: EVAL_CRITERIA_API.one(id), headers: bearer(token), payload: body as never });
async function save(id: number, over: Record<string, unknown> = {}) {
  const read = (await get(id)).json<TCallEvaluation>();
  return put(id, { ...doc(over), version: read.version });
}

describe('a call evaluation settings and criteria (issue 28)', () => {
  it('answers the defaults, then saves and reads back the document in order', async () => {
    const id = await newCall();
    const first = (await get(id)).json<TCallEvaluation>();
    expect(first).toMatchObject({ defined: false, evaluators_per_project: 2, criteria: [], scored: false, editable: true, deadline: null });
    const res = await save(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EVAL_CRITERIA_MSG.saved);
    const back = (await get(id)).json<TCallEvaluation>();
    expect(back).toMatchObject({ defined: true, passing_score: 70, blind: true, divergence_margin: 15 });
    expect(back.criteria.map((c) => [c.name, c.weight, c.scale_max])).toEqual([['Pertinencia', 60, 5], ['Metodología', 40, 100]]);
    expect(back.version).not.toBe(first.version);
    // Reordered, keeping ids: the stored order follows the document.
    const reordered = await put(id, { ...doc({ criteria: [...back.criteria].reverse() }), version: back.version });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.criteria.map((c: { id: number }) => c.id)).toEqual([back.criteria[1]!.id, back.criteria[0]!.id]);
  });

  it('refuses weights that do not add up to 100, bad bounds and repeated names with 400 and Spanish messages', async () => {
    const id = await newCall();
    const { version } = (await get(id)).json<TCallEvaluation>();
    const sum = await put(id, { ...doc({ criteria: [{ name: 'Uno', weight: 30, scale_min: 0, scale_max: 5 }, { name: 'Dos', weight: 30, scale_min: 0, scale_max: 5 }] }), version });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().errors.criteria).toEqual([EVAL_CRITERIA_MSG.weightsSum(60)]);
    const none = await put(id, { ...doc({ criteria: [] }), version });
    expect(none.json().errors.criteria).toEqual([EVAL_CRITERIA_MSG.weightsSum(0)]);
    const bad = await put(id, {
      ...doc({
        passing_score: 101,
        evaluators_per_project: 11,
        divergence_margin: -1,
        deadline: '2026-02-30',
        criteria: [{ name: 'x'.repeat(151), description: 'd'.repeat(2001), weight: 0, scale_min: 5, scale_max: 5 }, { name: 'Dos', weight: 1e12, scale_min: -1, scale_max: 1001 }],
      }),
      version,
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    for (const field of ['passing_score', 'evaluators_per_project', 'divergence_margin', 'deadline', 'criteria.0.name', 'criteria.0.description', 'criteria.0.weight', 'criteria.0.scale_max', 'criteria.1.weight', 'criteria.1.scale_min', 'criteria.1.scale_max']) {
      expect(errors[field], field).toBeDefined();
    }
    const twice = await put(id, { ...doc({ criteria: [{ name: 'Impacto', weight: 50, scale_min: 0, scale_max: 5 }, { name: ' impacto ', weight: 50, scale_min: 0, scale_max: 5 }] }), version });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().errors['criteria.1.name']).toEqual([EVAL_CRITERIA_MSG.duplicateName]);
    const tooMany = await put(id, { ...doc({ criteria: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, weight: 5, scale_min: 0, scale_max: 5 })) }), version });
    expect(tooMany.statusCode).toBe(400);
    const early = await put(id, { ...doc({ deadline: addDays(29) }), version });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.deadline).toEqual([EVAL_CRITERIA_MSG.deadlineBeforeEnd(addDays(30))]);
  });

  it('asks for the version read (428) and refuses a stale one (409)', async () => {
    const id = await newCall();
    const { version } = (await get(id)).json<TCallEvaluation>();
    expect((await put(id, doc())).statusCode).toBe(428);
    expect((await put(id, { ...doc(), version })).statusCode).toBe(200);
    const stale = await put(id, { ...doc({ passing_score: 50 }), version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EVAL_CRITERIA_MSG.stale);
  });

  it('refuses a save after the call ended (Bogotá), still readable', async () => {
    const id = await newCall(addDays(-1));
    const read = (await get(id)).json<TCallEvaluation>();
    expect(read.editable).toBe(false);
    const res = await put(id, { ...doc({ deadline: addDays(10) }), version: read.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EVAL_CRITERIA_MSG.callClosed);
  });

  it('freezes the criteria and blind once a score exists; the other settings still change', async () => {
    const id = await newCall();
    expect((await save(id)).statusCode).toBe(200);
    const [docente] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente'));
    const [evaluator] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'));
    const [p] = await t.db.insert(projects).values({ userId: docente!.id, announcementId: id, title: 'Proyecto evaluado', state: 'En evaluación' }).returning({ id: projects.id });
    const [a] = await t.db.insert(evaluationAssignments).values({ projectId: p!.id, evaluatorId: evaluator!.id, state: 'Aceptada' }).returning({ id: evaluationAssignments.id });
    const [e] = await t.db.insert(evaluations).values({ assignmentId: a!.id, submittedAt: new Date() }).returning({ id: evaluations.id });
    const crit = await t.db.select().from(callCriteria).where(eq(callCriteria.announcementId, id));
    const byName = new Map(crit.map((c) => [c.name, c.id]));
    await t.db.insert(evaluationScores).values([
      { evaluationId: e!.id, criterionId: byName.get('Pertinencia')!, score: 4 },
      { evaluationId: e!.id, criterionId: byName.get('Metodología')!, score: 50 },
    ]);

    const read = (await get(id)).json<TCallEvaluation>();
    expect(read.scored).toBe(true);
    const changed = await put(id, { ...doc({ criteria: [{ name: 'Otro', weight: 100, scale_min: 0, scale_max: 5 }] }), version: read.version });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(EVAL_CRITERIA_MSG.criteriaLocked);
    const blind = await put(id, { ...doc({ criteria: read.criteria, blind: false }), version: read.version });
    expect(blind.json().message).toBe(EVAL_CRITERIA_MSG.blindLocked);
    const ok = await put(id, { ...doc({ criteria: read.criteria, passing_score: 80, evaluators_per_project: 3 }), version: read.version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ passing_score: 80, evaluators_per_project: 3, blind: true });

    // The Excel: one row per project past Borrador, each criterion's mean, the weighted total.
    const xlsx = await t.app.inject({ method: 'GET', url: EVAL_CRITERIA_API.excel(id), headers: bearer(t.admin) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/evaluaciones_convocatoria_\d+_\d{4}-\d{2}-\d{2}\.xlsx/);
    const { headers, rows } = rowsOf(await workbook(xlsx.rawPayload), 'Evaluaciones');
    expect(headers).toEqual(['Id', 'Título', 'Estado', 'Pertinencia (0–5)', 'Metodología (0–100)', 'Puntaje Total (0–100)', 'Evaluaciones', 'Decisión']);
    // 60 × 4/5 + 40 × 50/100 = 68
    expect(rows).toEqual([{ Id: p!.id, Título: 'Proyecto evaluado', Estado: 'En evaluación', 'Pertinencia (0–5)': 4, 'Metodología (0–100)': 50, 'Puntaje Total (0–100)': 68, Evaluaciones: 1, Decisión: null }]);
  });

  it('lets only administrators in: docente and evaluador 403, an unknown call 404, bad ids 400', async () => {
    const id = await newCall();
    expect((await get(id, t.docente)).statusCode).toBe(403);
    expect((await put(id, doc(), t.docente)).statusCode).toBe(403);
    const evaluador = await loginAs(t, 'evaluador');
    expect((await get(id, evaluador)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: EVAL_CRITERIA_API.excel(id), headers: bearer(t.docente) })).statusCode).toBe(403);
    const missing = await get(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EVAL_CRITERIA_MSG.callNotFound);
    expect((await t.app.inject({ method: 'GET', url: EVAL_CRITERIA_API.excel(999_999), headers: bearer(t.admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/siiicca/calls/abc/evaluation', headers: bearer(t.admin) })).json().message).toBe(MSG.invalidNumber);
  });
});
