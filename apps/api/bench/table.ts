/**
 * The one table `npm run bench` ends with (issue 25): each measure, the product's figure, the best
 * the database can do for the same answer (its SQL alone, or the anonymous route) beside it, and the
 * ratio, on each database. Bench files push rows as they measure; run.ts prints them at the end.
 */
export type BenchRow = {
  /** What was measured, e.g. 'strategies list, page 1 (admin, per_page 5)'. */
  measure: string;
  database: 'PGlite' | 'PostgreSQL' | '-';
  unit: 'ms' | 'req/s' | 'MB' | 's';
  /** The product's figure (a median). */
  product: number;
  /** The floor for the same result (its SQL alone, an anonymous request…), when there is one. */
  limit?: number;
  /** What the limit is, e.g. 'the page query alone'. */
  limitIs?: string;
};

const rows: BenchRow[] = [];

export function addBenchRow(row: BenchRow) {
  rows.push(row);
}

/** product ÷ limit for times and sizes, limit ÷ product for throughputs: above 1 means slower than the floor. */
export function ratio(row: BenchRow) {
  if (row.limit === undefined || row.limit === 0 || row.product === 0) return undefined;
  return row.unit === 'req/s' ? row.limit / row.product : row.product / row.limit;
}

const figure = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2));

export function printBenchTable() {
  if (!rows.length) return;
  console.log(`\n${'measure'.padEnd(64)} ${'database'.padEnd(10)} ${'product'.padStart(10)} ${'limit'.padStart(10)} ${'ratio'.padStart(6)}  unit  limit is`);
  for (const row of rows) {
    const r = ratio(row);
    console.log(
      `${row.measure.padEnd(64)} ${row.database.padEnd(10)} ${figure(row.product).padStart(10)} ${(row.limit === undefined ? '' : figure(row.limit)).padStart(10)} ${(r === undefined ? '' : `${r.toFixed(2)}×`).padStart(6)}  ${row.unit.padEnd(5)} ${row.limitIs ?? ''}`,
    );
  }
}
