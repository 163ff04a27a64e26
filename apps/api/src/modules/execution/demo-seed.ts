import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, addMonths, PERMISSION_IDS, todayInBogota, ZReportDraftSchema, type TBudgetLineInput, type TReportContentInput } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { inTransaction, readTogether, type DbOrTx, type Tx } from '../../db/transaction';
import { budgetItems, executionReportFiles, executionReports, fundingSources, mailOutbox, projectApprovals, projectDocuments, projectExtensions, projects, users } from '../../db/schema';
import { isEmpty } from '../../db/seed/reference';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { copyFiles, copyProject, recordTransition, type TDoc } from '../projects';
import { startExecution } from './start/start-execution';
import { suspendExecution } from './moves/suspend-execution';
import { closeForNonCompliance } from './moves/close-for-non-compliance';
import { requestExtension } from './extensions/request-extension';
import { executionHead, type TExecutionHead } from './view/project-head';
import { finishExecution } from './closure/finish-execution';
import { expectedResultsOf } from './reports/report-parts';
import { reviewReport } from './reports/review-report';
import { saveReportDraft } from './reports/save-draft';
import { submitReport } from './reports/submit-report';
import { budgetLinesOf } from './view/execution-parts';
import { storeReportFile } from './reports/files/report-file-form';

/*
 * The execution stage's demo (issue 42): copies of the evaluation demo's approved project of docente,
 * each approved before its start and started through the stage's own use cases (the same rows and
 * history lines a real start writes), at every point of the path so far: on time, En mora (a progress
 * report more than 30 days overdue), with an extension waiting for the office (and its first progress
 * report returned 'Con observaciones'), Suspendido, one Cerrado por incumplimiento (no report in over a year), and one of docente2's Finalizado (its reports
 * accepted, the final one reconciled, its Acta de Finalización; so docente2 has a paz y salvo, while
 * docente, En mora, has not). The approved project itself stays Aprobado, for the office to start. Once, into a database without
 * executions, after the evaluation demo; left out whole where the call's settings refuse it. Every
 * move, report and extension is dated when it plausibly happened (the acta de inicio months ago, a
 * report sent about its due date and reviewed days later, the suspension a month ago...), never at the
 * seeding time: the history, the schedule and the acta read as a real project's would.
 */

type Plan = {
  title: string;
  /** Whose project it is (docente's unless said). */
  owner?: 'docente2';
  /** Months between the start and today. */
  startedMonthsAgo: number;
  budget: [item: string, source: string, amount: number][];
  then?: 'suspend' | 'extension' | 'finish' | 'close';
};

const PLANS: Plan[] = [
  {
    title: 'Monitoreo de la calidad del agua en la cuenca alta del río Bogotá',
    startedMonthsAgo: 2,
    budget: [['Personal', 'Institución', 18_000_000], ['Materiales e insumos', 'Institución', 4_500_000], ['Salidas de campo', 'Contrapartida', 3_200_000]],
  },
  {
    title: 'Inteligencia artificial para el diagnóstico temprano de la roya del café',
    startedMonthsAgo: 9,
    budget: [['Personal', 'Institución', 22_000_000], ['Equipos', 'Externa', 12_500_000], ['Software', 'Institución', 2_400_000]],
  },
  {
    title: 'Memoria histórica y conflicto armado en los Montes de María',
    startedMonthsAgo: 7,
    budget: [['Personal', 'Institución', 15_000_000], ['Eventos y viajes', 'Institución', 3_800_000], ['Publicaciones', 'Contrapartida', 2_000_000]],
    then: 'extension',
  },
  {
    title: 'Bioplásticos a partir de residuos agroindustriales de la yuca',
    startedMonthsAgo: 4,
    budget: [['Personal', 'Institución', 16_000_000], ['Servicios técnicos', 'Externa', 6_300_000], ['Bibliografía', 'Institución', 900_000]],
    then: 'suspend',
  },
  {
    title: 'Huella hídrica de los cultivos de flores de la Sabana de Bogotá',
    owner: 'docente2',
    startedMonthsAgo: 15,
    budget: [['Personal', 'Institución', 20_000_000], ['Salidas de campo', 'Institución', 4_000_000], ['Publicaciones', 'Externa', 3_000_000]],
    then: 'finish',
  },
  {
    title: 'Caracterización de la pesca artesanal en la ciénaga de Zapatosa',
    startedMonthsAgo: 13,
    budget: [['Personal', 'Institución', 14_000_000], ['Salidas de campo', 'Institución', 5_500_000], ['Materiales e insumos', 'Contrapartida', 2_000_000]],
    then: 'close',
  },
];

/** The demo's review mails are not sent: the outbox rows its reviews queue are dropped with the demo's transaction. */
const DEMO_MAIL = { publicUrl: 'http://localhost', PRODUCT_NAME: 'SIIICCA', INSTITUTION_NAME: 'Universidad' };

/** A complete report's content over the project's expected results and budget lines: `share` of each line executed. */
async function reportContent(tx: Tx, projectId: number, progress: number, share: number, extra: Partial<TReportContentInput> = {}): Promise<TReportContentInput> {
  const [results, lines] = await readTogether(tx, [() => expectedResultsOf(tx, projectId), () => budgetLinesOf(tx, projectId)]);
  return {
    overall_progress: progress,
    results: results.map((r) => ({ result_id: r.id, progress })),
    activities_done: 'Revisión documental, diseño de instrumentos y trabajo de campo en las fincas participantes.',
    activities_pending: progress < 100 ? 'Análisis de laboratorio y redacción de los artículos.' : '',
    limitations: 'Ninguna',
    dissemination: 'Ponencia en el Encuentro Nacional de Investigación.',
    budget: lines.map((l) => ({ budget_line_id: l.id, executed: Math.round(l.approved * share), justification: '' })),
    ...extra,
  };
}

/** The project's scheduled reports, in order. */
const reportsOf = (tx: Tx, projectId: number) =>
  tx
    .select({ id: executionReports.id, kind: executionReports.kind, dueDate: executionReports.dueDate })
    .from(executionReports)
    .where(eq(executionReports.projectId, projectId))
    .orderBy(executionReports.number);

/** A day's noon in Bogotá: the instant the demo dates something on that day. */
const noon = (iso: string) => new Date(`${iso}T17:00:00Z`);
/** `iso`, or today if it is later: the demo's dates never pass today. */
const notAfterToday = (iso: string) => {
  const today = todayInBogota();
  return iso < today ? iso : today;
};
/** When a report due on `due` was plausibly sent and reviewed: a few days before its due date, reviewed some days later (never after today). */
const reportDays = (due: string, sentBefore = 3, reviewedAfter = 4) => {
  const sent = notAfterToday(addDays(due, -sentBefore));
  return { sent, reviewed: notAfterToday(addDays(sent, sentBefore + reviewedAfter)) };
};

/** The owner writes and sends a report; the office reviews it. Answers the project as the review left it. */
async function reportAndReview(
  tx: Tx,
  people: { office: AuthUser; owner: AuthUser },
  head: TExecutionHead,
  reportId: number,
  content: TReportContentInput,
  review: { decision: 'Aceptado' | 'Con observaciones'; comment: string },
  days: { sent: string; reviewed: string },
): Promise<TExecutionHead> {
  const saved = await saveReportDraft(tx, people.owner, head.id, reportId, ZReportDraftSchema.parse({ ...content, version: head.version }));
  const sent = await submitReport(tx, people.owner, head.id, reportId, { version: saved.version });
  const reviewed = await reviewReport({ db: tx, config: DEMO_MAIL }, people.office, head.id, reportId, { ...review, version: sent.version });
  // Sent and reviewed when they plausibly were, not now (a report's dates are its own row's, not the history's).
  await tx.update(executionReports).set({ submittedAt: noon(days.sent), reviewedAt: noon(days.reviewed) }).where(eq(executionReports.id, reportId));
  return reviewed;
}

/** docente2's project to its end: its progress reports and the final one (reconciled) accepted, then finished with its acta. */
async function finishDemo(tx: Tx, people: { office: AuthUser; owner: AuthUser }, started: TExecutionHead) {
  const reports = await reportsOf(tx, started.id);
  const progress = reports.filter((r) => r.kind === 'Avance');
  const final = reports.find((r) => r.kind === 'Final')!;
  let head = started;
  // The progress reports share 40 % of each line between them; the final one adds 55 %.
  for (const [i, r] of progress.entries()) {
    const share = Math.floor((0.4 / progress.length) * 100) / 100;
    const content = await reportContent(tx, started.id, Math.round((50 * (i + 1)) / progress.length), share);
    head = await reportAndReview(tx, people, head, r.id, content, { decision: 'Aceptado', comment: '' }, reportDays(r.dueDate));
  }
  const results = await expectedResultsOf(tx, started.id);
  const reconciliation = results.map((r, i) => {
    const short = i === results.length - 1 && r.quantity > 1;
    return {
      result_id: r.id,
      delivered: short ? r.quantity - 1 : r.quantity,
      evidence: `https://repositorio.usta.edu.co/handle/11634/${4000 + r.id}`,
      justification: short ? 'Un artículo quedó en segunda ronda de revisión en la revista; se entregará como producto posterior.' : '',
    };
  });
  const products = results.slice(0, 1).map((r) => ({ result_id: r.id, quantity: r.quantity, evidence_kind: 'DOI' as const, evidence: `10.15332/demo.${r.id}` }));
  const content = await reportContent(tx, started.id, 100, 0.55, {
    final_results: 'Se estimó la huella hídrica azul, verde y gris de doce fincas y se entregó a los productores una guía de riego eficiente.',
    reconciliation,
    products,
  });
  const days = reportDays(final.dueDate, 10, 6);
  head = await reportAndReview(tx, people, head, final.id, content, { decision: 'Aceptado', comment: '' }, days);
  // The closure a few days after the final report's acceptance.
  const reason = 'Informe final aceptado: el proyecto cumplió sus compromisos; la diferencia en productos está justificada.';
  await finishExecution(tx, people.office, started.id, { reason, version: head.version }, notAfterToday(addDays(days.reviewed, 5)));
}

const asUser = (u: { id: number; name: string; email: string; username: string }, permissions: readonly string[]): AuthUser => ({
  ...u,
  identity: null,
  accountType: 'adm',
  idSectional: null,
  roles: [],
  permissions: new Set(permissions),
  sessionId: 'demo-seed',
});

export async function seedExecutionDemo(db: DbOrTx, files: FileStore | null) {
  if (!(await isEmpty(db, 'project_executions'))) return;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'docente', 'docente2']));
  const admin = people.find((p) => p.username === 'admin');
  const owner = people.find((p) => p.username === 'docente');
  const owner2 = people.find((p) => p.username === 'docente2');
  if (!admin || !owner || !owner2) return;
  const [source] = await db
    .select({ id: projects.id, announcementId: projects.announcementId, approval: projectApprovals })
    .from(projects)
    .innerJoin(projectApprovals, eq(projectApprovals.projectId, projects.id))
    .where(and(eq(projects.userId, owner.id), eq(projects.state, 'Aprobado')))
    .orderBy(projects.id)
    .limit(1);
  if (!source) return;
  const items = await db.select({ id: budgetItems.id, name: budgetItems.name }).from(budgetItems);
  const sources = await db.select({ id: fundingSources.id, name: fundingSources.name }).from(fundingSources);
  const idOf = (rows: { id: number; name: string }[], name: string) => rows.find((r) => r.name === name)?.id;
  if (PLANS.some((p) => p.budget.some(([item, from]) => !idOf(items, item) || !idOf(sources, from)))) return;

  const office = asUser(admin, PERMISSION_IDS);
  const lecturer = asUser(owner, ['projects.own']);
  const lecturer2 = asUser(owner2, ['projects.own']);
  const today = todayInBogota();
  const copies: TDoc[][] = [];
  for (const _plan of PLANS) copies.push(await copyFiles(db, files, source.id));
  const demoProjects: number[] = [];
  try {
    await inTransaction(db, async (tx) => {
      for (const [n, plan] of PLANS.entries()) {
        const start = addMonths(today, -plan.startedMonthsAgo);
        const approved = addDays(start, -12);
        const id = await copyProject(tx, source.id, plan.title, noon(addDays(approved, -60)), copies[n]!);
        demoProjects.push(id);
        const planOwner: { id: number } = plan.owner === 'docente2' ? owner2 : owner;
        if (planOwner.id !== owner.id) await tx.update(projects).set({ userId: planOwner.id }).where(eq(projects.id, id));
        // Its way to approval, as the evaluation stage writes it.
        await tx.update(projects).set({ sentAt: noon(addDays(approved, -45)) }).where(eq(projects.id, id));
        await recordTransition(tx, { projectId: id, userId: planOwner.id, from: 'Borrador', to: 'Enviado', at: noon(addDays(approved, -45)) });
        await recordTransition(tx, { projectId: id, userId: admin.id, from: 'Enviado', to: 'En evaluación', reason: 'Evaluadores asignados', at: noon(addDays(approved, -40)) });
        await recordTransition(tx, { projectId: id, userId: admin.id, from: 'En evaluación', to: 'Aprobado', reason: source.approval.justification, at: noon(approved) });
        const year = Number(approved.slice(0, 4));
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${projectApprovals.number}), 0) + 1` })
          .from(projectApprovals)
          .where(and(eq(projectApprovals.announcementId, source.announcementId), eq(projectApprovals.year, year)));
        await tx.insert(projectApprovals).values({
          projectId: id,
          announcementId: source.announcementId,
          year,
          number: Number(next),
          score: source.approval.score,
          justification: source.approval.justification,
          approvedBy: admin.id,
          approvedAt: noon(approved),
        });

        const budget: TBudgetLineInput[] = plan.budget.map(([item, from, amount]) => ({ budget_item_id: idOf(items, item)!, funding_source_id: idOf(sources, from)!, amount }));
        const head = await executionHead(tx, office, id, 'office');
        // Registered on its acta de inicio's day.
        const started = await startExecution(tx, office, id, { start_date: start, duration_months: 12, budget, version: head.version }, start);
        if (plan.then === 'suspend') {
          const reason = 'Incapacidad médica del investigador principal; se reanuda a su regreso.';
          await suspendExecution(tx, office, id, { reason, version: started.version }, addMonths(today, -1));
        } else if (plan.then === 'extension') {
          const asked = await requestExtension(tx, lecturer, id, {
            requested_end: addMonths(started.execution!.end_date, 4),
            justification: 'El trabajo de campo en dos municipios se aplazó por las lluvias; se pide ampliar el plazo para completar las entrevistas.',
            version: started.version,
          });
          // Asked a few days ago, after its first progress report was sent and returned with observations for the owner to answer.
          await tx.update(projectExtensions).set({ requestedAt: noon(addDays(today, -3)) }).where(eq(projectExtensions.projectId, id));
          const [first] = await reportsOf(tx, id);
          const comment = 'Detalle las entrevistas realizadas por municipio y adjunte la evidencia de la ponencia.';
          await reportAndReview(tx, { office, owner: lecturer }, asked, first!.id, await reportContent(tx, id, 35, 0.3), { decision: 'Con observaciones', comment }, reportDays(first!.dueDate, 2, 3));
        } else if (plan.then === 'finish') {
          await finishDemo(tx, { office, owner: lecturer2 }, started);
        } else if (plan.then === 'close') {
          const reason = 'Ningún informe de avance entregado en más de un año, pese a los recordatorios; el comité cierra el proyecto por incumplimiento.';
          await closeForNonCompliance(tx, office, id, { reason, version: started.version }, addDays(today, -20));
        }
      }
      await tx.delete(mailOutbox).where(eq(mailOutbox.kind, 'execution_report_review'));
    });
  } catch (err) {
    await files?.remove(...copies.flat().map((d) => d.path));
    // A database whose demo call the office has since changed (a budget maximum below the demo's
    // budgets, a shorter duration) refuses the demo's starts as it would anyone's: the demo is left
    // out, rolled back whole, and the product starts as it is.
    if (err instanceof AppError && err.statusCode < 500) return;
    throw err;
  }
  if (files) await attachDemoReportFiles(db, files, demoProjects);
}

/**
 * Each report the demo sent carries its signed copy, as its owner would attach it: a PDF of the
 * project's documents stored again through the report files' own checks, one row per report, dated
 * when the report was sent. A copy that cannot be made leaves that report without a file.
 */
async function attachDemoReportFiles(db: DbOrTx, files: FileStore, projectIds: number[]) {
  if (!projectIds.length) return;
  const sent = await db
    .select({ id: executionReports.id, projectId: executionReports.projectId, number: executionReports.number, kind: executionReports.kind, submittedAt: executionReports.submittedAt, owner: projects.userId })
    .from(executionReports)
    .innerJoin(projects, eq(projects.id, executionReports.projectId))
    .where(and(inArray(executionReports.projectId, projectIds), inArray(executionReports.state, ['Enviado', 'Aceptado', 'Con observaciones', 'Rechazado'])));
  for (const r of sent) {
    const [pdf] = await db
      .select({ path: projectDocuments.path })
      .from(projectDocuments)
      .where(and(eq(projectDocuments.projectId, r.projectId), sql`lower(${projectDocuments.name}) like '%.pdf'`))
      .limit(1);
    const content = pdf && (await files.open(pdf.path));
    if (!content) continue;
    const stored = await storeReportFile(files, content).catch(() => null);
    if (!stored) continue;
    const name = r.kind === 'Final' ? 'Informe final firmado.pdf' : `Informe de avance ${r.number} firmado.pdf`;
    try {
      await db.insert(executionReportFiles).values({ reportId: r.id, kind: 'Documento', path: stored.path, name, size: stored.size, uploadedBy: r.owner, uploadedAt: r.submittedAt ?? new Date() });
    } catch (err) {
      await files.remove(stored.path);
      throw err;
    }
  }
}
