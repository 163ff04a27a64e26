import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, addMonths, PERMISSION_IDS, todayInBogota, type TBudgetLineInput } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { budgetItems, fundingSources, projectApprovals, projects, users } from '../../db/schema';
import { isEmpty } from '../../db/seed/reference';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { copyFiles, copyProject, recordTransition, type TDoc } from '../projects';
import { startExecution } from './start/start-execution';
import { suspendExecution } from './moves/suspend-execution';
import { requestExtension } from './extensions/request-extension';
import { executionHead } from './view/project-head';

/*
 * The execution stage's demo (issue 42): copies of the evaluation demo's approved project of docente,
 * each approved before its start and started through the stage's own use cases (the same rows and
 * history lines a real start writes), at every point of the path so far: on time, En mora (a progress
 * report more than 30 days overdue), with an extension waiting for the office, and Suspendido. The
 * approved project itself stays Aprobado, for the office to start. Once, into a database without
 * executions, after the evaluation demo; left out whole where the call's settings refuse it.
 */

type Plan = {
  title: string;
  /** Months between the start and today. */
  startedMonthsAgo: number;
  budget: [item: string, source: string, amount: number][];
  then?: 'suspend' | 'extension';
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
];

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
    .where(inArray(users.username, ['admin', 'docente']));
  const admin = people.find((p) => p.username === 'admin');
  const owner = people.find((p) => p.username === 'docente');
  if (!admin || !owner) return;
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
  const today = todayInBogota();
  const noon = (iso: string) => new Date(`${iso}T17:00:00Z`);
  const copies: TDoc[][] = [];
  for (const _plan of PLANS) copies.push(await copyFiles(db, files, source.id));
  try {
    await inTransaction(db, async (tx) => {
      for (const [n, plan] of PLANS.entries()) {
        const start = addMonths(today, -plan.startedMonthsAgo);
        const approved = addDays(start, -12);
        const id = await copyProject(tx, source.id, plan.title, noon(addDays(approved, -60)), copies[n]!);
        // Its way to approval, as the evaluation stage writes it.
        await tx.update(projects).set({ sentAt: noon(addDays(approved, -45)) }).where(eq(projects.id, id));
        await recordTransition(tx, { projectId: id, userId: owner.id, from: 'Borrador', to: 'Enviado', at: noon(addDays(approved, -45)) });
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
        const started = await startExecution(tx, office, id, { start_date: start, duration_months: 12, budget, version: head.version });
        if (plan.then === 'suspend') {
          await suspendExecution(tx, office, id, { reason: 'Incapacidad médica del investigador principal; se reanuda a su regreso.', version: started.version });
        } else if (plan.then === 'extension') {
          await requestExtension(tx, lecturer, id, {
            requested_end: addMonths(started.execution!.end_date, 4),
            justification: 'El trabajo de campo en dos municipios se aplazó por las lluvias; se pide ampliar el plazo para completar las entrevistas.',
            version: started.version,
          });
        }
      }
    });
  } catch (err) {
    await files?.remove(...copies.flat().map((d) => d.path));
    // A database whose demo call the office has since changed (a budget maximum below the demo's
    // budgets, a shorter duration) refuses the demo's starts as it would anyone's: the demo is left
    // out, rolled back whole, and the product starts as it is.
    if (err instanceof AppError && err.statusCode < 500) return;
    throw err;
  }
}
