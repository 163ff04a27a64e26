import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { EXECUTION_MSG, type TExecutionExcelQuery } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { budgetItems, executionReports, fundingSources, projectBudgetLines, projects } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { excelColumn as col, sendWorkbook, wallClockCell as day, type TExcelColumn } from '../../../lib/excel';
import { downloadFailed, intArray } from '../../../platform/bulk-downloads';
import type { AuthUser } from '../../../platform/auth/session';
import { recordSource } from '../../../platform/records/list';
import { selectionSheets } from '../../../platform/records/sheets';
import { recordDownload } from '../../../platform/security-events';
import { EXECUTION_LIST_VISIBILITY, EXECUTION_PROJECTS } from '../readers';
import { ROW_COLUMNS, ROW_JOINS, toRow } from './execution-row';
import { matchingExecutionIds } from './list-executions';
import { executedOfLine } from '../reports/executed';
import { SCHEDULE_COLUMNS } from '../view/execution-parts';

/** Projects read per query. */
const BATCH = 500;
const ID = 'Id Proyecto';
const PESOS = '#,##0';
const pesos = <R>(header: string, value: (r: R) => number, width = 18): TExcelColumn<R> => ({ ...col(header, value, width), numFmt: PESOS });

type TRow = ReturnType<typeof toRow>;
const source = recordSource(projects, ROW_COLUMNS, ROW_JOINS('inner'));

/** The list's rows of a batch of ids, in the batch's order. */
async function projectRowsOf(db: DbOrTx, ids: number[]): Promise<TRow[]> {
  const rows = (await source.from(db, ROW_COLUMNS).where(inArray(projects.id, ids))) as Parameters<typeof toRow>[0][];
  const byId = new Map(rows.map((r) => [r.id as number, toRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const PROJECT_COLUMNS: TExcelColumn<TRow>[] = [
  col('Id', (r) => r.id, 8),
  col('Título', (r) => r.title, 50),
  col('Convocatoria', (r) => r.announcement, 36),
  col('Facultad', (r) => r.faculty, 30),
  col('Docente', (r) => r.owner, 30),
  col('Estado', (r) => r.state, 16),
  col('Fecha del acta de inicio', (r) => day(r.start_date), 14),
  col('Finalización vigente', (r) => day(r.end_date), 14),
  pesos('Presupuesto aprobado', (r) => r.approved_total),
  pesos('Ejecutado', (r) => r.executed_total),
  col('% ejecutado', (r) => r.executed_percent, 12),
  col('Próximo informe', (r) => day(r.next_due), 14),
  col('En mora', (r) => (r.in_arrears ? 'Sí' : 'No'), 10),
  col('Prórroga pendiente', (r) => (r.pending_extension ? 'Sí' : 'No'), 12),
];

type TBudgetRow = { project_id: number; item: string; source: string; approved: number; executed: number };
const budgetRows = async (db: DbOrTx, ids: number[]): Promise<TBudgetRow[]> =>
  (
    await db
      .select({ project_id: projectBudgetLines.projectId, item: budgetItems.name, source: fundingSources.name, approved: projectBudgetLines.approved, executed: executedOfLine(projectBudgetLines.id) })
      .from(projectBudgetLines)
      .innerJoin(budgetItems, eq(budgetItems.id, projectBudgetLines.budgetItemId))
      .innerJoin(fundingSources, eq(fundingSources.id, projectBudgetLines.fundingSourceId))
      .where(inArray(projectBudgetLines.projectId, ids))
      .orderBy(sql`array_position(${intArray(ids)}::int[], ${projectBudgetLines.projectId})`, asc(budgetItems.name), asc(fundingSources.name))
  ).map((r) => ({ ...r, approved: Number(r.approved), executed: Number(r.executed) }));

const BUDGET_COLUMNS: TExcelColumn<TBudgetRow>[] = [
  col(ID, (r) => r.project_id, 10),
  col('Rubro', (r) => r.item, 30),
  col('Fuente de financiación', (r) => r.source, 24),
  pesos('Valor aprobado', (r) => r.approved),
  pesos('Ejecutado', (r) => r.executed),
];

type TReportRow = { project_id: number; number: number; kind: string; period_from: string; period_to: string; due_date: string; state: string; round: number };
const reportRows = (db: DbOrTx, ids: number[]): Promise<TReportRow[]> =>
  db
    .select({
      project_id: executionReports.projectId,
      ...SCHEDULE_COLUMNS,
    })
    .from(executionReports)
    .where(inArray(executionReports.projectId, ids))
    .orderBy(sql`array_position(${intArray(ids)}::int[], ${executionReports.projectId})`, asc(executionReports.number));

const REPORT_COLUMNS: TExcelColumn<TReportRow>[] = [
  col(ID, (r) => r.project_id, 10),
  col('Informe', (r) => r.number, 8),
  col('Tipo', (r) => r.kind, 10),
  col('Desde', (r) => day(r.period_from), 14),
  col('Hasta', (r) => day(r.period_to), 14),
  col('Fecha límite', (r) => day(r.due_date), 14),
  col('Estado', (r) => r.state, 18),
  col('Ronda', (r) => r.round, 8),
];

/**
 * The chosen projects (each must be in the list: 404 otherwise, as one project would) or every one
 * the list's search and filters match, newest first.
 */
async function selectedIds(db: DbOrTx, user: AuthUser, q: TExecutionExcelQuery): Promise<number[]> {
  const viewer = EXECUTION_PROJECTS.everyone(user);
  if (q.ids === undefined || q.ids === 'all') return matchingExecutionIds(db, viewer, { q: q.q, filters: q.filters });
  const rows = await db.select({ id: projects.id }).from(projects).where(and(inArray(projects.id, q.ids), EXECUTION_LIST_VISIBILITY.visibleTo(viewer)));
  if (rows.length !== q.ids.length) throw notFound(EXECUTION_MSG.projectNotFound);
  return [...q.ids].sort((a, b) => b - a);
}

/**
 * The execution status of 'Proyectos en Ejecución' as an .xlsx: 'Ejecución' (one row per project, the
 * list's columns), 'Presupuesto' (its approved lines) and 'Informes' (its schedule), read in batches.
 */
export async function executionsExcel(db: DbOrTx, reply: FastifyReply, user: AuthUser, q: TExecutionExcelQuery, ctx: { ip?: string } = {}) {
  const ids = await selectedIds(db, user, q);
  await recordDownload(db, { actorId: user.id, ip: ctx.ip }, { what: 'Proyectos en Ejecución', format: 'xlsx', ids });
  const sheet = selectionSheets(db, ids, BATCH);
  return sendWorkbook(reply, {
    fileBase: 'Proyectos_en_Ejecucion',
    sheets: [sheet('Ejecución', PROJECT_COLUMNS, projectRowsOf), sheet('Presupuesto', BUDGET_COLUMNS, budgetRows), sheet('Informes', REPORT_COLUMNS, reportRows)],
    onEarlyError: downloadFailed(EXECUTION_MSG.excelFailed),
  });
}
