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
// An account with a second factor answers a ticket for POST /api/auth/login/second-factor instead of a token.
if (!('token' in login.data)) throw new Error('this account needs its second factor');
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

/**
 * Saves as a lecturer would from their own system: a strategy as JSON and as multipart with its
 * approval letter, a project as JSON and as multipart with a document of its call, then reads the
 * project's evaluation outcome. The inputs (bodies built on the test's catalogues) come as a JSON
 * file; the answer is what the server said. The type assertions make a `never` body or answer a
 * compile error.
 */
export const SAVING_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
type JsonBody<P extends keyof paths> = Post<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type FormBody<P extends keyof paths> = Post<P> extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;
type Outcome = paths['/api/siiicca/projects/{id}/outcome']['get']['responses'][200]['content']['application/json'];
/** Compiles only when T is a real type, not never. */
type NotNever<T> = [T] extends [never] ? 'never' : 'ok';
const described: [NotNever<JsonBody<'/api/siiicca/strategies'>>, NotNever<FormBody<'/api/siiicca/strategies'>>, NotNever<JsonBody<'/api/siiicca/projects'>>, NotNever<FormBody<'/api/siiicca/projects'>>, NotNever<FormBody<'/api/siiicca/finish_strategy'>>, NotNever<Outcome>] = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];

type Inputs = {
  strategy: JsonBody<'/api/siiicca/strategies'>;
  strategyWithLetter: JsonBody<'/api/siiicca/strategies'>;
  project: JsonBody<'/api/siiicca/projects'>;
  projectWithDocument: JsonBody<'/api/siiicca/projects'>;
  attachedId: number;
};

/** A form whose JSON parts are sent as text and whose files as files, the way the description encodes it. */
function form(fields: Record<string, unknown>, files: Record<string, File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, JSON.stringify(value));
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return body;
}

export async function saveAll(baseUrl: string, username: string, password: string, inputs: Inputs) {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/auth/login', { body: { email: username, password, type: 'sac' } });
  if (!login.data) throw new Error(\`sign-in refused: \${login.response.status}\`);
  if (!('token' in login.data)) throw new Error('this account needs its second factor');
  const headers = { Authorization: \`Bearer \${login.data.token.access_token}\` };
  const pdf = new File(['%PDF-1.4\\n1 0 obj<</Type/Catalog>>endobj\\ntrailer<</Root 1 0 R>>\\n%%EOF\\n'], 'carta.pdf', { type: 'application/pdf' });

  const strategy = await api.POST('/api/siiicca/strategies', { headers, body: inputs.strategy });
  // The record typed as the JSON body, sent as the form: the record in \`data\`, its files beside it.
  const withLetter = await api.POST('/api/siiicca/strategies', {
    headers,
    body: inputs.strategyWithLetter,
    bodySerializer: (strategy) => form({ data: strategy }, { approvement_letter: pdf }),
  });
  const project = await api.POST('/api/siiicca/projects', { headers, body: inputs.project });
  const withDocument = await api.POST('/api/siiicca/projects', {
    headers,
    body: inputs.projectWithDocument,
    bodySerializer: (project) => form({ data: project }, { [\`file_\${inputs.attachedId}\`]: pdf }),
  });
  const projectId = project.data?.data.id ?? 0;
  const outcome = await api.GET('/api/siiicca/projects/{id}/outcome', { headers, params: { path: { id: projectId } } });
  const state: string | undefined = outcome.data?.state;
  return {
    described,
    strategy: { status: strategy.response.status, id: strategy.data?.data.id, error: strategy.error?.message },
    withLetter: { status: withLetter.response.status, id: withLetter.data?.data.id, error: withLetter.error?.message },
    project: { status: project.response.status, id: project.data?.data.id, error: project.error?.message },
    withDocument: { status: withDocument.response.status, id: withDocument.data?.data.id, error: withDocument.error?.message },
    outcome: { status: outcome.response.status, state, decision: outcome.data?.decision ?? null },
  };
}
`;

/** Runs the compiled saving program with the base URL, user, password and the inputs' file. */
export const SAVING_RUNNER = `
import fs from 'node:fs';
import { saveAll } from './saving.mjs';
const [baseUrl, username, password, inputs] = process.argv.slice(2);
console.log(JSON.stringify(await saveAll(baseUrl, username, password, JSON.parse(fs.readFileSync(inputs, 'utf8')))));
`;
