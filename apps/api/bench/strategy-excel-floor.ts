/**
 * The floor of the strategies' Excel (issue 46): a plain exceljs streaming script writing the same
 * four sheets ('Estrategias', 'Actores', 'Productos', 'Actividades') from the same SQL, with nothing
 * of the product's in between. The statements are the export's own (strategy-rows.ts), captured as
 * text and run with node-postgres over the same batches of 500 ids; each row's values go to exceljs
 * as they come (lists joined, days as dates, the hidden flags left out), unstyled, without shared
 * strings, into a stream that only counts bytes.
 * Prints one JSON line: ms, cpuMs (this process), peakMb (VmHWM), bytes, rows.
 * Run by strategy-exports.ts: npx tsx apps/api/bench/strategy-excel-floor.ts <postgres url> <reader user id>
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import pg from 'pg';
import ExcelJS from 'exceljs';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../src/db/transaction';
import { chunks } from '../src/platform/bulk-downloads';
import { EXPORT_BATCH } from '../src/modules/strategies/exports/strategies-excel';
import { activityRows, actorRows, productRows, strategyRows } from '../src/modules/strategies/exports/strategy-rows';

const [url, readerArg] = process.argv.slice(2);
if (!url || !readerArg) throw new Error('usage: strategy-excel-floor.ts <postgres url> <reader user id>');
const reader = Number(readerArg);

/** The statement a row reader sends for `ids`, as text and parameters (run here, not through Drizzle). */
const dialect = new PgDialect();
async function statementOf(read: (db: DbOrTx, ids: number[]) => Promise<unknown>, ids: number[]) {
  let captured: { sql: string; params: unknown[] } | undefined;
  const capture = { execute: async (query: SQL) => ((captured = dialect.sqlToQuery(query)), { rows: [] }) } as unknown as DbOrTx;
  await read(capture, ids);
  return captured!;
}

const SHEETS: { name: string; read: (db: DbOrTx, ids: number[]) => Promise<unknown> }[] = [
  { name: 'Estrategias', read: (db, ids) => strategyRows(db, ids, reader) },
  { name: 'Actores', read: (db, ids) => actorRows(db, ids, reader) },
  { name: 'Productos', read: productRows },
  { name: 'Actividades', read: activityRows },
];
const DAYS = new Set(['created_at', 'expiration_date', 'conformation_date']);
const cellOf = (key: string, v: unknown) =>
  Array.isArray(v) ? v.join(', ') : DAYS.has(key) && typeof v === 'string' ? new Date(`${v.length === 10 ? `${v}T00:00:00` : v}Z`) : v;

const pool = new pg.Pool({ connectionString: url, max: 2 });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const { rows: idRows } = await pool.query<{ id: number }>(
  `select id from strategies where state <> 'Borrador' or user_id = $1 order by id desc`,
  [reader],
);
const ids = idRows.map((r) => r.id);
let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    bytes += chunk.length;
    done();
  },
});
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
let rowCount = 0;
for (const sheet of SHEETS) {
  const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  let headed = false;
  for (const batch of chunks(ids, EXPORT_BATCH)) {
    const statement = await statementOf(sheet.read, batch);
    const { rows } = await pool.query<Record<string, unknown>>(statement.sql, statement.params);
    for (const row of rows) {
      const keys = Object.keys(row).filter((k) => !k.endsWith('_hidden'));
      if (!headed) {
        ws.columns = keys.map((k) => ({ header: k, key: k, width: 24 }));
        ws.getRow(1).commit();
        headed = true;
      }
      ws.addRow(keys.map((k) => cellOf(k, row[k]))).commit();
      rowCount++;
    }
  }
  ws.commit();
}
await workbook.commit();
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
await pool.end();
const peakMb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, peakMb, bytes, rows: rowCount, strategies: ids.length }));
