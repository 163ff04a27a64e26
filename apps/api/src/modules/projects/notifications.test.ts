import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInBogota } from '@siiicca/shared';
import { announcements, jobRuns, mailOutbox, projectReminders, projects } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { createMailer } from '../../lib/mailer';
import { dailyJobsOf } from '../../background';
import { testDbKind, useTestApp } from '../../../test/helpers';
import { startMailTrap } from '../recovery/test-fixtures';
import { deliverPendingMail, enqueueMail, MAIL_MAX_ATTEMPTS, mailBackoffMs, notifyMailQueued, startMailWorker } from '../../platform/mail-outbox';
import { runDailyJob, startDailyJobs } from '../../platform/daily-jobs';
import { projectFixture, type TProjectFixtureIds } from './test-fixtures';
import { insertProject, userIdOf } from './send-testing';
import { projectRemindersJob } from './reminders';

let trap: Awaited<ReturnType<typeof startMailTrap>>;
const env: Record<string, string> = { PUBLIC_URL: 'https://siiicca.usta.test', PROJECT_REMINDER_DAYS: '5' };
const t = useTestApp(env);
let ids: TProjectFixtureIds;
let docenteId: number;
let smtp: ReturnType<typeof createMailer>;

/** A logger that keeps what it is told, to look for personal data in it. */
function recordingLog() {
  const lines: string[] = [];
  const write = (obj: unknown, msg?: string) => lines.push(JSON.stringify([obj, msg]));
  const log = { info: write, warn: write, error: write, debug: write, trace: write, fatal: write, child: () => log, level: 'info', silent: write } as unknown as FastifyBaseLogger;
  return { log, lines };
}

beforeAll(async () => {
  trap = await startMailTrap();
  smtp = createMailer({ SMTP_URL: trap.url, MAIL_FROM: 'SIIICCA <no-reply@siiicca.test>', DATA_DIR: t.deps.config.DATA_DIR });
  ids = await projectFixture(t.db);
  docenteId = await userIdOf(t.db, 'docente');
});
afterAll(async () => {
  smtp?.close();
  await trap?.close();
});

const mail = (n: number, to = `persona${n}@correo.test`) => ({ kind: 'test', to, subject: `Mensaje ${n}`, text: `Texto ${n}`, html: `<p>Texto ${n}</p>` });
const rowsOf = (kind: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('the mail outbox', () => {
  it('delivers a message once its transaction commits, shortly after it was queued, and marks it sent', async () => {
    const worker = startMailWorker({ db: t.db, mailer: smtp, log: t.app.log }, { wakeDelayMs: 20 });
    try {
      trap.skipAll();
      // A rolled-back transaction mails nobody.
      await expect(inTransaction(t.db, async (tx) => {
        await enqueueMail(tx, { ...mail(1), kind: 'rolled_back' });
        throw new Error('rollback');
      })).rejects.toThrow('rollback');
      await inTransaction(t.db, (tx) => enqueueMail(tx, mail(2)));
      // As the routes that queue mail do, once the transaction has committed.
      notifyMailQueued();
      const got = await trap.next();
      expect(got).toMatchObject({ to: ['persona2@correo.test'], subject: 'Mensaje 2', text: expect.stringContaining('Texto 2'), html: expect.stringContaining('<p>Texto 2</p>') });
      await worker.runOnce();
      expect(trap.messages.filter((m) => m.subject === 'Mensaje 1')).toHaveLength(0);
      expect(await rowsOf('rolled_back')).toHaveLength(0);
      const [row] = await rowsOf('test');
      expect(row).toMatchObject({ attempts: 1, lastError: null });
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await worker.stop();
    }
  });

  it('retries a failed delivery with a growing wait, keeps only the kind of the error, never logs the address, and gives up in the end', async () => {
    const unreachable = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x <x@siiicca.test>', DATA_DIR: t.deps.config.DATA_DIR });
    const { log, lines } = recordingLog();
    const to = 'secreto.destinatario@correo.test';
    await inTransaction(t.db, (tx) => enqueueMail(tx, { ...mail(3, to), kind: 'failing' }));
    const start = new Date(Date.now() + 1000);
    try {
      const first = await deliverPendingMail({ db: t.db, mailer: unreachable, log }, { now: start });
      expect(first).toEqual({ sent: 0, failed: 1 });
      let [row] = await rowsOf('failing');
      expect(row).toMatchObject({ attempts: 1, lastError: 'ESOCKET', sentAt: null });
      expect(new Date(row!.nextAttemptAt).getTime()).toBe(start.getTime() + mailBackoffMs(1));
      // Not due again before its wait is over.
      expect(await deliverPendingMail({ db: t.db, mailer: unreachable, log }, { now: new Date(start.getTime() + mailBackoffMs(1) - 1000) })).toEqual({ sent: 0, failed: 0 });
      expect(mailBackoffMs(2)).toBe(2 * mailBackoffMs(1));

      let now = start.getTime();
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        now += mailBackoffMs(attempt - 1);
        expect(await deliverPendingMail({ db: t.db, mailer: unreachable, log }, { now: new Date(now) })).toEqual({ sent: 0, failed: 1 });
      }
      [row] = await rowsOf('failing');
      expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
      // Given up: never tried again.
      expect(await deliverPendingMail({ db: t.db, mailer: unreachable, log }, { now: new Date(now + 365 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
      expect(lines.length).toBe(MAIL_MAX_ATTEMPTS);
      expect(lines.join('\n')).not.toContain('secreto');
      expect(lines.join('\n')).not.toContain('Mensaje 3');
    } finally {
      unreachable.close();
    }
  });

  it('never delivers a message twice when two workers run at once', async () => {
    trap.skipAll();
    const kind = 'concurrent';
    await inTransaction(t.db, (tx) => enqueueMail(tx, ...Array.from({ length: 12 }, (_, i) => ({ ...mail(100 + i), kind }))));
    const deps = { db: t.db, mailer: smtp, log: t.app.log };
    const [a, b] = await Promise.all([deliverPendingMail(deps), deliverPendingMail(deps)]);
    expect(a.sent + b.sent).toBe(12);
    const subjects = trap.messages.map((m) => m.subject).filter((s) => /^Mensaje 1(0\d|1[01])$/.test(s));
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    expect((await rowsOf(kind)).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    if (testDbKind === 'postgres') expect(a.sent > 0 && b.sent > 0).toBe(true);
  });
});

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('reminders before a call closes', () => {
  it('reminds the owner of each draft once per draft and call, whatever the runs, processes and restarts', async () => {
    const today = todayInBogota();
    const [soon] = await t.db
      .insert(announcements)
      .values({ name: 'Convocatoria que cierra pronto', type: 'Multicampus', description: 'Cierra en tres días', fechaInicio: addDays(today, -20), fechaFin: addDays(today, 3) })
      .returning({ id: announcements.id });
    const [later] = await t.db
      .insert(announcements)
      .values({ name: 'Convocatoria que cierra después', type: 'Multicampus', description: 'Cierra en seis días', fechaInicio: addDays(today, -20), fechaFin: addDays(today, 6) })
      .returning({ id: announcements.id });
    const due = await insertProject(t.db, { userId: docenteId, ids, announcementId: soon!.id, complete: false, title: 'Borrador <pronto> por cerrar' });
    const sent = await insertProject(t.db, { userId: docenteId, ids, announcementId: soon!.id, complete: false });
    await t.db.update(projects).set({ state: 'Enviado', sentAt: new Date() }).where(eq(projects.id, sent));
    const notYet = await insertProject(t.db, { userId: docenteId, ids, announcementId: later!.id, complete: false });
    const closed = await insertProject(t.db, { userId: docenteId, ids, announcementId: ids.closedCall, complete: false });

    const { log } = recordingLog();
    const job = projectRemindersJob(t.deps.config);
    expect(await runDailyJob({ db: t.db, log }, job, today)).toBe(true);
    // The same day again: the job has run (in this process or another).
    expect(await runDailyJob({ db: t.db, log }, job, today)).toBe(false);
    const reminded = await t.db.select().from(projectReminders).where(inArray(projectReminders.projectId, [due, sent, notYet, closed]));
    expect(reminded).toEqual([{ projectId: due, announcementId: soon!.id, closesOn: addDays(today, 3), createdAt: expect.anything() }]);

    // A restart: the product's scheduler started anew on the same database, the next day; still one reminder.
    const scheduler = startDailyJobs({ db: t.db, log }, dailyJobsOf(t.deps), { firstDelayMs: 60_000 });
    try {
      expect(await scheduler.runOnce(addDays(today, 1))).toEqual(['project_reminders', 'evaluation_reminders', 'execution_report_reminders', 'data_request_reminders', 'statistics']);
      expect(await scheduler.runOnce(addDays(today, 1))).toEqual([]);
      // Two days later the later call is within reach: its draft gets its own reminder, once.
      expect(await scheduler.runOnce(addDays(today, 2))).toEqual(['project_reminders', 'evaluation_reminders', 'execution_report_reminders', 'data_request_reminders', 'statistics']);
    } finally {
      await scheduler.stop();
    }
    const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'project_reminders'));
    expect(runs.map((r) => r.day).sort()).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);

    const reminders = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'project_reminder'));
    const about = (id: number) => reminders.filter((m) => m.text.includes(`Proyecto: #${id}\n`));
    expect(about(due)).toHaveLength(1);
    expect(about(notYet)).toHaveLength(1);
    expect(about(sent)).toHaveLength(0);
    expect(about(closed)).toHaveLength(0);

    trap.skipAll();
    await deliverPendingMail({ db: t.db, mailer: smtp, log: t.app.log });
    const got = trap.messages.find((m) => m.subject.includes('Convocatoria que cierra pronto'))!;
    expect(got.to).toEqual(['docente@siiicca.test']);
    expect(got.subject).toBe('La convocatoria «Convocatoria que cierra pronto» cierra en 3 días - SIIICCA');
    const last = addDays(today, 3);
    expect(got.text).toContain(`Su proyecto «Borrador <pronto> por cerrar» sigue en Borrador`);
    expect(got.text).toContain(`su último día es el ${last.slice(8, 10)}/${last.slice(5, 7)}/${last.slice(0, 4)}`);
    expect(got.text).toContain('Ir a Mis Proyectos: https://siiicca.usta.test/my_projects');
    expect(got.html).toContain('Borrador &lt;pronto&gt; por cerrar');
    expect(got.html).not.toContain('<pronto>');
  });

  it('rolls a failing run back, so the day is tried again', async () => {
    const { log } = recordingLog();
    const day = '2031-01-01';
    const failing = { name: 'failing_job', run: async () => Promise.reject(new Error('boom')) };
    await expect(runDailyJob({ db: t.db, log }, failing, day)).rejects.toThrow('boom');
    expect(await t.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'failing_job'), eq(jobRuns.day, day)))).toHaveLength(0);
    const ok = { name: 'failing_job', run: async () => {} };
    expect(await runDailyJob({ db: t.db, log }, ok, day)).toBe(true);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(jobRuns).where(eq(jobRuns.job, 'failing_job')).then((r) => r[0]!.n)).toBe(1);
  });
});
