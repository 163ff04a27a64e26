import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInBogota } from '@siiicca/shared';
import { evaluationAssignments, evaluations, mailOutbox } from '../../../db/schema';
import { runDailyJob } from '../../../platform/daily-jobs';
import { useTestApp } from '../../../../test/helpers';
import { insertProject, projectFixture, validProjectBody } from '../../projects/test-fixtures';
import { evaluationRemindersJob, queueEvaluationReminders } from './reminders-job';
import { assign, evaluatedCall, newEvaluator } from './test-fixtures';

const t = useTestApp();
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = todayInBogota();
const deadline = addDays(today, 3);
let evaluator: { id: number; token: string };
/** Open (Asignada), open (Aceptada, a draft), submitted, declined; and one of a call due much later. */
const a = { assigned: 0, accepted: 0, submitted: 0, declined: 0, later: 0 };

const remindersOf = async (ids: number[]) => {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'evaluation_reminder'));
  return Object.fromEntries(ids.map((id) => [id, mails.filter((m) => m.text.includes(`Asignación: #${id}\n`))]));
};

beforeAll(async () => {
  const ids = await projectFixture(t.db);
  evaluator = await newEvaluator(t, 'evaluadora.recordatorios');
  const call = await evaluatedCall(t, { blind: true, deadline, name: 'Convocatoria <con> plazo de evaluación' });
  const far = await evaluatedCall(t, { blind: false, deadline: addDays(today, 10), name: 'Convocatoria de plazo lejano' });
  const project = async (announcementId: number) =>
    insertProject(t, evaluator.id, { ...validProjectBody(ids, { principal: { name: 'Investigadora Secreta Ortiz' } }), announcement_id: announcementId }, { state: 'En evaluación', sentAt: new Date() });
  a.assigned = await assign(t, await project(call.id), evaluator.id);
  a.accepted = await assign(t, await project(call.id), evaluator.id, 'Aceptada');
  await t.db.insert(evaluations).values({ assignmentId: a.accepted, round: 1 });
  a.submitted = await assign(t, await project(call.id), evaluator.id, 'Aceptada');
  await t.db.insert(evaluations).values({ assignmentId: a.submitted, round: 1, submittedAt: new Date() });
  a.declined = await assign(t, await project(call.id), evaluator.id, 'Rechazada');
  a.later = await assign(t, await project(far.id), evaluator.id);
});

describe('evaluation reminders', () => {
  it('mails each open assignment three days before the deadline and on the deadline day, once each', async () => {
    const all = Object.values(a);
    expect(await runDailyJob({ db: t.db, log: t.app.log }, evaluationRemindersJob(t.deps.config), today)).toBe(true);
    let mails = await remindersOf(all);
    expect(mails[a.assigned]).toHaveLength(1);
    expect(mails[a.accepted]).toHaveLength(1);
    for (const id of [a.submitted, a.declined, a.later]) expect(mails[id]).toHaveLength(0);
    const first = mails[a.assigned]![0]!;
    expect(first.recipient).toBe('evaluadora.recordatorios@siiicca.test');
    expect(first.subject).toBe('Su evaluación de un proyecto vence en 3 días - SIIICCA');
    expect(first.text).toContain(`su último día es el ${deadline.slice(8, 10)}/${deadline.slice(5, 7)}/${deadline.slice(0, 4)}`);
    expect(first.html).toContain('Convocatoria &lt;con&gt; plazo de evaluación');
    // A blind call: the mail names the project and the call, never its people.
    expect(first.text).not.toContain('Investigadora Secreta Ortiz');

    // The next days before the deadline: nothing again; the deadline day: the second reminder, once.
    for (const day of [addDays(today, 1), addDays(today, 2), deadline, deadline]) await queueEvaluationReminders(t.db, t.deps.config, day);
    mails = await remindersOf(all);
    expect(mails[a.accepted]).toHaveLength(2);
    expect(mails[a.assigned]!.map((m) => m.subject)).toEqual(['Su evaluación de un proyecto vence en 3 días - SIIICCA', 'Su evaluación de un proyecto vence hoy - SIIICCA']);
    expect(mails[a.submitted]).toHaveLength(0);
    const marked = await t.db.select().from(evaluationAssignments).where(inArray(evaluationAssignments.id, [a.assigned, a.declined]));
    expect(marked.find((r) => r.id === a.assigned)).toMatchObject({ remindedBeforeAt: expect.any(Date), remindedDueAt: expect.any(Date) });
    expect(marked.find((r) => r.id === a.declined)).toMatchObject({ remindedBeforeAt: null, remindedDueAt: null });
  });
});
