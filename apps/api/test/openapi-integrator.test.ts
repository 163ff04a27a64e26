import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ts from 'typescript';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { createConfig, lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_TEXTS } from '../src/plugins/openapi/summaries';
import { PROJECT_API, STRATEGY_API } from '@siiicca/shared';
import { bearer, DEMO_ACCOUNTS, useTestApp } from './helpers';
import { openApiPath } from './description-check';
import { INTEGRATOR_PROGRAM, MISTAKEN_PROGRAM, RUNNER, SAVING_PROGRAM, SAVING_RUNNER } from './openapi-integrator-programs';
import { strategyOf } from '../src/modules/strategies/test-fixtures';
import { projectFixture, validProjectBody } from '../src/modules/projects/test-fixtures';

/*
 * An integrator's first hour, automated: the description the running product serves is valid for
 * the tools they start from (swagger-parser, Redocly's lint, openapi-typescript), and a small
 * program written against the generated types with openapi-fetch type-checks, signs in and lists
 * strategies over HTTP.
 */

const t = useTestApp();
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

type Operation = { operationId?: string; summary?: string; tags?: string[]; 'x-permission'?: unknown; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** Routes that exist only with a setting the test app lacks (single sign-on needs OIDC_ISSUER). */
const CONDITIONAL = new Set(['GET /api/auth/sso/start', 'GET /api/auth/sso/callback', 'POST /api/auth/sso/exchange']);
/** The route serving the description is not part of it. */
const UNDESCRIBED = new Set(['GET /api/openapi.json']);

let baseUrl = '';
let doc: Document;
let text = '';
let dir = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  const res = await fetch(`${baseUrl}/api/openapi.json`, { headers: { authorization: `Bearer ${t.admin}` } });
  expect(res.status).toBe(200);
  text = await res.text();
  doc = JSON.parse(text) as Document;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-integrator-'));
  // The program resolves openapi-fetch as an integrator's project would.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the API description, as an integrator meets it', () => {
  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    const parsed = (await SwaggerParser.validate(structuredClone(doc) as never)) as { openapi?: string };
    expect(parsed.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended lint (redocly.yaml) without an error or a warning", async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({ source: text, absoluteRef: `${baseUrl}/api/openapi.json`, config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  });

  it('describes every route: operationId, English summary, tag, permission, error answers', () => {
    const described = new Map<string, Operation>();
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) described.set(`${method.toUpperCase()} ${url}`, operation);
    }
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api') && !UNDESCRIBED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const operation = described.get(`${route.method} ${openApiPath(route.url)}`);
      if (!operation) {
        missing.push(`${key}: not described`);
        continue;
      }
      if (!OPERATION_TEXTS[key]) missing.push(`${key}: no summary in plugins/openapi/summaries.ts`);
      if (!/^[a-z][A-Za-z0-9]+$/.test(operation.operationId ?? '')) missing.push(`${key}: operationId ${operation.operationId}`);
      if (!operation.tags?.length) missing.push(`${key}: no tag`);
      if (!operation['x-permission'] || operation['x-permission'] === 'none') missing.push(`${key}: no permission`);
      if (!Object.keys(operation.responses).some((s) => s.startsWith('4'))) missing.push(`${key}: no error answer`);
    }
    expect(missing).toEqual([]);
    // No summary is left for a route that is gone.
    const routeKeys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OPERATION_TEXTS).filter((k) => !routeKeys.has(k) && !CONDITIONAL.has(k))).toEqual([]);
  });

  it('names its shared and recursive schemas as components, and every refusal shares the error body', () => {
    const me = doc.paths['/api/auth/me']!.get!;
    expect(JSON.stringify(me.responses['200'])).toContain('#/components/schemas/MenuItem');
    expect(JSON.stringify(doc.components.schemas.MenuItem)).toContain('#/components/schemas/MenuItem');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['MenuItem', 'Third', 'ListMeta', 'FilterInput', 'Error']));
    const update = doc.paths['/api/users/users/{id}']!.put!;
    expect(update['x-permission']).toBe('users.manage');
    expect(update.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(JSON.stringify((doc as unknown as { components: { responses: unknown } }).components.responses)).toContain('#/components/schemas/Error');
    // A bulk download's selection is a path parameter the URL template names.
    expect(Object.keys(doc.paths).filter((p) => p.includes('{*}'))).toEqual([]);
    expect(doc.paths['/api/siiicca/strategyexcel/{ids}']?.get?.operationId).toBe('getStrategyexcelByIds');
  });

  it('generates types that type-check a program which signs in, lists strategies and downloads one, and that program works', async () => {
    await generatedTypes();
    fs.writeFileSync(path.join(dir, 'program.mts'), INTEGRATOR_PROGRAM);
    fs.writeFileSync(path.join(dir, 'mistaken.mts'), MISTAKEN_PROGRAM);
    const errors = compileErrors(['program.mts', 'mistaken.mts']);
    expect(errors('program.mts')).toEqual([]);
    // The types are the API's, not `any`: a wrong parameter and a misspelt field do not compile.
    const mistakes = errors('mistaken.mts').join('\n');
    expect(mistakes).toContain("Type 'string' is not assignable to type 'number'");
    expect(mistakes).toContain("'totl'");

    const js = ts.transpileModule(INTEGRATOR_PROGRAM, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    fs.writeFileSync(path.join(dir, 'program.mjs'), js);
    fs.writeFileSync(path.join(dir, 'run.mjs'), RUNNER);
    const admin = DEMO_ACCOUNTS.admin;
    const { stdout } = await run(process.execPath, [path.join(dir, 'run.mjs'), baseUrl, admin.username, admin.password], { cwd: dir });
    const answer = JSON.parse(stdout) as { total: number; names: string[]; sheet: { status: number; type: string; bytes: number } };
    const direct = await fetch(`${baseUrl}/api/siiicca/strategies?per_page=5`, { headers: { authorization: `Bearer ${t.admin}` } });
    const expected = (await direct.json()) as { meta: { total: number } };
    expect(answer.total).toBe(expected.meta.total);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.names.length).toBe(Math.min(5, answer.total));
    expect(answer.sheet).toMatchObject({ status: 200, type: expect.stringContaining('spreadsheetml') });
    expect(answer.sheet.bytes).toBeGreaterThan(1000);
    // Generating, compiling and running take a few seconds alone; more on a machine shared with other suites.
  }, 120_000);

  it('types the saves: a program saves a strategy and a project, as JSON and as multipart with their files, and reads the outcome', async () => {
    await generatedTypes();
    fs.writeFileSync(path.join(dir, 'saving.mts'), SAVING_PROGRAM);
    // No `never` body or answer on the operations it uses: the program's type assertions compile.
    expect(compileErrors(['saving.mts'])('saving.mts')).toEqual([]);

    const strategies = await Promise.all([strategyOf(t.db, 'Grupos de Estudio'), strategyOf(t.db, 'Semilleros de Investigación')]);
    const ids = await projectFixture(t.db);
    const attached = ids.openAttacheds.find((a) => a.accept.split(',').includes('.pdf'))!;
    const inputs = {
      strategy: strategies[0],
      strategyWithLetter: strategies[1],
      project: validProjectBody(ids, { title: 'Guardado por un integrador, como JSON' }),
      projectWithDocument: validProjectBody(ids, { title: 'Guardado por un integrador, con su documento' }),
      attachedId: attached.id,
    };
    fs.writeFileSync(path.join(dir, 'inputs.json'), JSON.stringify(inputs));
    const js = ts.transpileModule(SAVING_PROGRAM, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    fs.writeFileSync(path.join(dir, 'saving.mjs'), js);
    fs.writeFileSync(path.join(dir, 'run-saving.mjs'), SAVING_RUNNER);
    const docente = DEMO_ACCOUNTS.docente;
    const { stdout } = await run(process.execPath, [path.join(dir, 'run-saving.mjs'), baseUrl, docente.username, docente.password, path.join(dir, 'inputs.json')], { cwd: dir });
    type TSaved = { status: number; id?: number; error?: string };
    const answer = JSON.parse(stdout) as { strategy: TSaved; withLetter: TSaved; project: TSaved; withDocument: TSaved; outcome: { status: number; state?: string; decision: unknown } };
    expect(answer.strategy).toMatchObject({ status: 201, id: expect.any(Number) });
    expect(answer.withLetter).toMatchObject({ status: 201, id: expect.any(Number) });
    expect(answer.project).toMatchObject({ status: 201, id: expect.any(Number) });
    expect(answer.withDocument).toMatchObject({ status: 201, id: expect.any(Number) });
    expect(answer.outcome).toEqual({ status: 200, state: 'Borrador', decision: null });

    // What was saved is there: the letter and the document as the files sent.
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(t.docente) })).json();
    expect((await read(STRATEGY_API.one(answer.withLetter.id!))).approvement_letter).toEqual({ name: 'carta.pdf', size: expect.any(Number) });
    expect((await read(STRATEGY_API.one(answer.strategy.id!))).approvement_letter).toBeNull();
    const project = await read(`${PROJECT_API.all}/${answer.withDocument.id}`);
    expect(project.attacheds.map((a: { attached_id: number }) => a.attached_id)).toEqual([attached.id]);
    expect((await read(`${PROJECT_API.all}/${answer.project.id}`)).title).toBe('Guardado por un integrador, como JSON');
  }, 120_000);
});

let typesWritten: Promise<void> | undefined;
/** The types openapi-typescript generates from the served description, as ./api.d.ts beside the programs. */
function generatedTypes() {
  typesWritten ??= (async () => {
    // No lint rules inside the generator: the lint above already ran with the project's own.
    const types = await openapiTS(doc as never, { redocly: await createConfig({ rules: {} }) });
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(types));
  })();
  return typesWritten;
}

/** Type-checks the programs as an integrator's strict project would; answers each file's errors. */
function compileErrors(files: string[]) {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // fetch, Request and Response are the DOM's (openapi-fetch's types use them); no @types/node.
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const program = ts.createProgram(files.map((f) => path.join(dir, f)), options);
  return (file: string) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(path.join(dir, file))).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}
