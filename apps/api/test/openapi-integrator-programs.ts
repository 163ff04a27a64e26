/*
 * The programs of openapi-integrator.test.ts, as an integrator would write them against the types
 * openapi-typescript generates (./api.d.ts beside them) and openapi-fetch.
 */

/** Signs in, answers the total and the names of the five newest strategies, and downloads the newest one's spreadsheet. */
export const INTEGRATOR_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function firstHour(baseUrl: string, username: string, password: string) {
const api = createClient<paths>({ baseUrl });

const login = await api.POST('/api/auth/login', { body: { email: username, password, type: 'adm' } });
if (!login.data) throw new Error(\`sign-in refused: \${login.response.status} \${login.error?.message}\`);
const token: string = login.data.token.access_token;

const list = await api.GET('/api/siiicca/strategies', {
  headers: { Authorization: \`Bearer \${token}\` },
  params: { query: { page: 1, per_page: 5, sort: '-created_at' } },
});
if (!list.data) throw new Error(\`list refused: \${list.response.status} \${list.error?.message}\`);
const total: number = list.data.meta.total;
const names: string[] = list.data.data.map((strategy) => strategy.name ?? '');

// A bulk download of the first one: the selection is the {ids} path parameter, a JSON array.
const first = list.data.data[0];
if (!first) return { total, names, sheet: null };
const sheet = await api.GET('/api/siiicca/strategyexcel/{ids}', {
  headers: { Authorization: \`Bearer \${token}\` },
  params: { path: { ids: JSON.stringify([first.id]) }, query: { scope: 'all' } },
  parseAs: 'arrayBuffer',
});
return { total, names, sheet: { status: sheet.response.status, type: sheet.response.headers.get('content-type'), bytes: sheet.data?.byteLength ?? 0 } };
}
`;

/** Runs the compiled program with the base URL, user and password of its command line; prints its answer. */
export const RUNNER = `
import { firstHour } from './program.mjs';
console.log(JSON.stringify(await firstHour(...process.argv.slice(2))));
`;

/** The same calls with two mistakes the generated types must catch: a text page number, a misspelt field. */
export const MISTAKEN_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'http://localhost' });
const list = await api.GET('/api/siiicca/strategies', { params: { query: { page: 'one' } } });
export const total: number | undefined = list.data?.meta.totl;
`;
