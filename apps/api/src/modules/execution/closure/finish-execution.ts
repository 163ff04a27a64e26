import { and, desc, eq, sql } from 'drizzle-orm';
import { CLOSURE_MSG, type TExecutionMove } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx, Tx } from '../../../db/transaction';
import { executionReports, projectClosures } from '../../../db/schema';
import { conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { dayAt, officeMove } from '../moves/office-move';

/** The advisory lock's first key (the second is the year): the Acta de Finalización's numbering. */
const CLOSURE_NUMBER_LOCK = 4_204_201;

/**
 * The next 'No. N de YYYY' of the Actas de Finalización, with the year's numbering held until the
 * transaction ends (an advisory lock per year): two finishes at once take N and N + 1, never the same.
 */
async function nextClosureNumber(tx: Tx, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSURE_NUMBER_LOCK}::int, ${year}::int)`);
  const [next] = await queryRows<{ n: number }>(tx, sql`select coalesce(max(number), 0)::int + 1 as n from project_closures where year = ${year}`);
  return next!.n;
}

/**
 * En ejecución → Finalizado (the office): as every office move (the project's row locked, the version
 * 428/409, the move allowed 409), only when the project's final report is Aceptado (409 saying its
 * state), then the Acta de Finalización's row numbered per year with the decision (the reason, or the
 * standard one), and the transition with it through the one history.
 */
export function finishExecution(db: DbOrTx, user: AuthUser, id: number, input: TExecutionMove, on?: string) {
  const decision = input.reason.trim() || CLOSURE_MSG.defaultDecision;
  return officeMove(db, user, id, { ...input, reason: decision }, {
    name: 'finish',
    to: 'Finalizado',
    reasonRequired: false,
    apply: async (tx, p, today) => {
      const [final] = await tx
        .select({ state: executionReports.state })
        .from(executionReports)
        .where(and(eq(executionReports.projectId, p.id), eq(executionReports.kind, 'Final')))
        .orderBy(desc(executionReports.number))
        .limit(1);
      if (!final) throw conflict(CLOSURE_MSG.noFinalReport);
      if (final.state !== 'Aceptado') throw conflict(CLOSURE_MSG.finalNotAccepted(final.state));
      const year = Number(today.slice(0, 4));
      const number = await nextClosureNumber(tx, year);
      await tx.insert(projectClosures).values({ projectId: p.id, year, number, closedOn: today, decision, closedBy: user.id, ...(on ? { closedAt: dayAt(on) } : {}) });
    },
  }, on);
}

/** Whether the project's final report is Aceptado (the view's `can.finish`, with the move allowed). */
export async function finalReportAccepted(db: DbOrTx, projectId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from execution_reports where project_id = ${projectId} and kind = 'Final' and state = 'Aceptado') as ok`,
  );
  return Boolean(rows[0]?.ok);
}
