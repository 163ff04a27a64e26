import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, EXECUTION_API, todayInBogota } from '@siiicca/shared';
import { executionReports, mailOutbox } from '../../../db/schema';
import { runDailyJob } from '../../../platform/daily-jobs';
import { statementsOf, useTestApp } from '../../../../test/helpers';
import { approvedProject, newCall, postWithVersion, startProject, userIdOf, viewOf } from '../test-fixtures';
import { executionRemindersJob, queueReportReminders } from './reminders-job';

const t = useTestApp();
const today = todayInBogota();
/** Projects started today whose first report is due: in 15 days, today, 3 days ago; one suspended; one whose report was sent. */
const P = { soon: 0, today: 0, overdue: 0, suspended: 0, sent: 0 };

/** Project `id`'s first report due on `day` (its period just before), answered its id. */
async function firstDueOn(id: number, day: string, state = 'Pendiente') {
  const rid = (await viewOf(t, t.admin, id)).schedule[0]!.id;
  await t.db.update(executionReports).set({ periodFrom: addDays(day, -200), periodTo: addDays(day, -15), dueDate: day, state }).where(eq(executionReports.id, rid));
  return rid;
}

beforeAll(async () => {
  const callId = (await newCall(t.db)).id;
  const ownerId = await userIdOf(t.db, 'docente');
  const started = async () => {
    const p = await approvedProject(t.db, { callId, ownerId, approvedAt: new Date(Date.now() - 30 * 86_400_000) });
    expect((await startProject(t, t.admin, p.id, today)).statusCode).toBe(200);
    return p.id;
  };
  for (const key of Object.keys(P) as (keyof typeof P)[]) P[key] = await started();
  await firstDueOn(P.soon, addDays(today, 15));
  await firstDueOn(P.today, today);
  await firstDueOn(P.overdue, addDays(today, -3));
  await firstDueOn(P.suspended, today);
  await firstDueOn(P.sent, today, 'Enviado');
  expect((await postWithVersion(t, t.admin, EXECUTION_API.suspend(P.suspended), P.suspended, { reason: 'Pausa' })).statusCode).toBe(200);
});

/** The reminders queued for each of the file's projects, by subject. */
const reminders = async () => {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'execution_report_reminder'));
  return Object.fromEntries(Object.entries(P).map(([key, id]) => [key, mails.filter((m) => m.text.includes(` del proyecto #${id}\n`)).map((m) => m.subject)]));
};

describe('progress reports’ reminders', () => {
  it('mail the owner 15 days before, on the due date and weekly while overdue, once each; never a suspended project nor a report sent', async () => {
    expect(await runDailyJob({ db: t.db, log: t.app.log }, executionRemindersJob(t.deps.config), today)).toBe(true);
    expect(await runDailyJob({ db: t.db, log: t.app.log }, executionRemindersJob(t.deps.config), today)).toBe(false);
    // The same day again by another path: nothing new.
    await queueReportReminders(t.db, t.deps.config, today);
    expect(await reminders()).toEqual({
      soon: ['Su informe 1 del proyecto vence en 15 días - SIIICCA'],
      today: ['Su informe 1 del proyecto vence hoy - SIIICCA'],
      overdue: ['Su informe 1 del proyecto está vencido - SIIICCA'],
      suspended: [],
      sent: [],
    });
    const [mail] = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'execution_report_reminder'))).filter((m) => m.text.includes(` del proyecto #${P.soon}\n`));
    expect(mail!.recipient).toBe('docente@siiicca.test');
    expect(mail!.text).toContain(`${t.deps.config.publicUrl}/`);

    // The days after: the report due today is overdue tomorrow; the overdue one is reminded again a week later.
    for (const day of [1, 2, 6]) await queueReportReminders(t.db, t.deps.config, addDays(today, day));
    let got = await reminders();
    expect(got.today).toHaveLength(2);
    expect(got.overdue).toHaveLength(1);
    await queueReportReminders(t.db, t.deps.config, addDays(today, 7));
    got = await reminders();
    expect(got.overdue).toHaveLength(2);
    expect(got.today).toHaveLength(2);
    expect(got.soon).toHaveLength(1);
    expect(got.suspended).toEqual([]);
    expect(got.sent).toEqual([]);
    const marked = await t.db.select().from(executionReports).where(inArray(executionReports.projectId, [P.suspended, P.sent]));
    expect(marked.every((r) => r.remindedBeforeAt === null && r.remindedDueAt === null && r.remindedOverdueAt === null)).toBe(true);
  });

  it('is set-based: three statements and one insert of the day’s mails, whatever the reports', async () => {
    // A week after its first overdue reminder, the report due today gets its second one.
    expect(await statementsOf(t, () => queueReportReminders(t.db, t.deps.config, addDays(today, 8)))).toBe(4);
    expect(await statementsOf(t, () => queueReportReminders(t.db, t.deps.config, addDays(today, 8)))).toBe(3);
    expect((await reminders()).today).toHaveLength(3);
  });
});
