/**
 * After a volume load (volume.ts, project-volume.ts, execution-volume.ts), reads what was loaded back
 * through the API as a user would (issue 46): for each record type a sample of `sample` records spread
 * over the table, each one's detail and PDF, and list pages filtered by every value of the list's select
 * filters, spread over their pages. Fails on any 5xx answer (a row the product cannot show: the loader
 * wrote what the product does not accept, or the product broke on what it does), naming the first ones.
 *
 * Run by `npm run load-volume` after loading (`--readback 0` skips it); `readBackVolume(t, token)` for
 * other benches. Through `app.inject`: the same routes, schemas and serialisation as over HTTP.
 */
import { sql } from 'drizzle-orm';
import {
  EXECUTION_API,
  EXECUTION_STATES,
  PROJECT_STATES,
  STRATEGY_KINDS,
  STRATEGY_STATES,
} from '@siiicca/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';

type TApp = { app: FastifyInstance; db: Db };
type TFilter = { field: string; operation: 'Igual'; value: string };

/** One record type as the API serves it: which rows to sample, where each one's detail and PDF are, and its list. */
type TReadbackType = {
  label: string;
  /** The sampled ids, every n-th of the readable rows in id order. */
  ids: (sample: number) => ReturnType<typeof sql>;
  detail: (id: number) => string;
  pdf: (id: number) => string;
  list: string;
  /** Each filter reads its own pages. */
  filters: TFilter[];
};

/** Every n-th id of `from` (a subquery of readable rows with an `id`), so the sample spans the whole table. */
const spread = (from: ReturnType<typeof sql>, sample: number) => sql`
  select id from (select id, row_number() over (order by id) as n, count(*) over () as total from (${from}) r) x
  where (x.n - 1) % greatest(1, x.total / ${sample}::int) = 0 order by id limit ${sample}::int`;

const equal = (field: string, values: readonly string[]): TFilter[] => values.map((value) => ({ field, operation: 'Igual', value }));

const TYPES: TReadbackType[] = [
  {
    label: 'Estrategias',
    // An administrator reads every strategy but other people's drafts.
    ids: (sample) => spread(sql`select id from strategies where state <> 'Borrador'`, sample),
    detail: (id) => `/api/siiicca/strategies/${id}`,
    pdf: (id) => `/api/siiicca/strategypdf/${id}`,
    list: '/api/siiicca/strategies',
    filters: [...equal('state', STRATEGY_STATES.filter((s) => s !== 'Borrador')), ...equal('strategy', STRATEGY_KINDS)],
  },
  {
    label: 'Proyectos',
    ids: (sample) => spread(sql`select id from projects where state <> 'Borrador'`, sample),
    detail: (id) => `/api/siiicca/projects/${id}`,
    pdf: (id) => `/api/siiicca/projectpdf/${id}`,
    list: '/api/siiicca/projects',
    filters: equal('state', PROJECT_STATES.filter((s) => s !== 'Borrador')),
  },
  {
    label: 'Proyectos en ejecución',
    ids: (sample) => spread(sql`select project_id as id from project_executions`, sample),
    detail: (id) => EXECUTION_API.one(id),
    pdf: (id) => `/api/siiicca/projectpdf/${id}`,
    list: EXECUTION_API.list,
    filters: [...equal('state', EXECUTION_STATES), ...equal('in_arrears', ['Sí', 'No'])],
  },
];

export type TReadbackCounts = { label: string; details: number; pdfs: number; listPages: number; listRows: number; byStatus: Record<number, number>; ms: number };

const PER_PAGE = 100;

/**
 * Reads `sample` records of each type back through the API as `token`'s user (an administrator), and
 * their lists' pages, filtered: at least `sample` list rows per type. Throws on any 5xx.
 */
export async function readBackVolume(t: TApp, token: string, opts: { sample?: number; log?: (line: string) => void } = {}): Promise<TReadbackCounts[]> {
  const sample = Math.max(1, Math.floor(opts.sample ?? 1000));
  const log = opts.log ?? ((line: string) => console.log(line));
  const headers = { authorization: `Bearer ${token}` };
  const failures: string[] = [];
  const results: TReadbackCounts[] = [];
  for (const type of TYPES) {
    const started = Date.now();
    const counts: TReadbackCounts = { label: type.label, details: 0, pdfs: 0, listPages: 0, listRows: 0, byStatus: {}, ms: 0 };
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      counts.byStatus[res.statusCode] = (counts.byStatus[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) failures.push(`${type.label}: GET ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    const ids = (await queryRows<{ id: number }>(t.db, type.ids(sample))).map((r) => Number(r.id));
    for (const id of ids) {
      if ((await get(type.detail(id))).statusCode === 200) counts.details++;
      if ((await get(type.pdf(id))).statusCode === 200) counts.pdfs++;
    }
    // The list, by each filter value: its first page, then pages spread from the second to the last of
    // each filter, in proportion to its size, until the pages read hold `sample` rows in all.
    const url = (filter: TFilter, page: number) => `${type.list}?page=${page}&per_page=${PER_PAGE}&filters=${encodeURIComponent(JSON.stringify([filter]))}`;
    const readPage = async (filter: TFilter, page: number) => {
      const res = await get(url(filter, page));
      counts.listPages++;
      if (res.statusCode !== 200) return 0;
      const body = res.json() as { data: unknown[]; meta: { total: number } };
      counts.listRows += body.data.length;
      return Math.ceil(body.meta.total / PER_PAGE);
    };
    const lasts: number[] = [];
    for (const filter of type.filters) lasts.push(await readPage(filter, 1));
    const more = Math.max(0, Math.ceil((sample - counts.listRows) / PER_PAGE));
    const available = lasts.reduce((sum, last) => sum + Math.max(0, last - 1), 0);
    for (const [i, filter] of type.filters.entries()) {
      const rest = Math.max(0, lasts[i]! - 1);
      const pages = Math.min(rest, Math.ceil((more * rest) / Math.max(1, available)));
      for (let k = 1; k <= pages; k++) await readPage(filter, 1 + Math.round((k * rest) / pages));
    }
    counts.ms = Date.now() - started;
    results.push(counts);
    const statuses = Object.entries(counts.byStatus).map(([status, n]) => `${status}: ${n}`).join(', ');
    log(
      `Lectura por la API de ${type.label.toLowerCase()}: ${ids.length} muestreados, ${counts.details} fichas y ${counts.pdfs} PDF leídos, ` +
        `${counts.listPages} páginas de la lista con ${type.filters.length} filtros (${counts.listRows} filas), en ${(counts.ms / 1000).toFixed(1)} s; respuestas ${statuses}.`,
    );
  }
  if (failures.length) {
    throw new Error(`${failures.length} respuestas 5xx al leer lo cargado por la API; las primeras:\n${failures.slice(0, 10).join('\n')}`);
  }
  return results;
}
