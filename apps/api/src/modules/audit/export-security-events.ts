import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AUDIT_MSG, auditDetailText, auditEventLabel, type TAuditFilters } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { securityEvents } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { excelColumn, excelSheet, sendWorkbook, wallClockCell } from '../../lib/excel';
import { downloadFailed } from '../../platform/bulk-downloads';
import { recordSecurityEvent } from '../../platform/security-events';
import { auditCondition } from './audit-query';

/** The most lines one spreadsheet holds (Excel's own limit is 1,048,576 rows): narrow the filters for more. */
export const AUDIT_EXPORT_MAX = 100_000;
const BATCH = 2_000;

type TLine = {
  id: number;
  at: string;
  event: string;
  actor: string | null;
  subject: string | null;
  login: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
};

const columns = [
  excelColumn<TLine>('Fecha', (r) => wallClockCell(r.at), 20),
  excelColumn<TLine>('Evento', (r) => auditEventLabel(r.event), 36),
  excelColumn<TLine>('Quién', (r) => r.actor, 30),
  excelColumn<TLine>('De quién', (r) => r.subject, 30),
  excelColumn<TLine>('Usuario escrito', (r) => r.login, 20),
  excelColumn<TLine>('Dirección', (r) => r.ip, 18),
  excelColumn<TLine>('Detalle', (r) => auditDetailText(r.details), 60),
];

/** The filtered lines, newest first (as the list), in batches read by keyset on the id: no OFFSET walks the trail. */
async function* lines(db: DbOrTx, where: SQL | undefined): AsyncGenerator<TLine[]> {
  let after: number | null = null;
  let sent = 0;
  while (sent < AUDIT_EXPORT_MAX) {
    const keyset = after === null ? sql`true` : sql`${securityEvents.id} < ${after}`;
    const rows: TLine[] = await queryRows(
      db,
      sql`select security_events.id,
          to_char(security_events.occurred_at at time zone 'America/Bogota', 'YYYY-MM-DD"T"HH24:MI:SS') as at,
          security_events.event, a.name as actor, s.name as subject, security_events.login, security_events.ip, security_events.details
        from ${securityEvents}
        left join users a on a.id = security_events.actor_id
        left join users s on s.id = security_events.subject_user_id
        where ${where ?? sql`true`} and ${keyset}
        order by security_events.id desc
        limit ${Math.min(BATCH, AUDIT_EXPORT_MAX - sent)}`,
    );
    if (rows.length === 0) return;
    sent += rows.length;
    yield rows;
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) return;
  }
}

/**
 * Streams the filtered lines as a spreadsheet. The export is itself a line of the trail
 * (audit_exported: who, the filters, how many lines), written once the first batch is read, so a
 * download that could not start leaves no line; `records` is counted up to AUDIT_EXPORT_MAX.
 */
export async function exportSecurityEvents(reply: FastifyReply, deps: { db: DbOrTx; actorId: number; ip: string }, filters: TAuditFilters) {
  const { db } = deps;
  const { where } = await auditCondition(db, filters);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${securityEvents} where ${where ?? sql`true`} limit ${AUDIT_EXPORT_MAX}) c`,
  );
  const records = Number(counted?.n ?? 0);
  const shownFilters = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return sendWorkbook(reply, {
    fileBase: AUDIT_MSG.fileBase,
    onEarlyError: downloadFailed(AUDIT_MSG.exportFailed),
    sheets: [
      excelSheet<TLine>({
        name: AUDIT_MSG.sheetName,
        columns,
        batches: async function* () {
          await recordSecurityEvent(db, { event: 'audit_exported', actorId: deps.actorId, ip: deps.ip, details: { filters: shownFilters, records } });
          yield* lines(db, where);
        },
      }),
    ],
  });
}
