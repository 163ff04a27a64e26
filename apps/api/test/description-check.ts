import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/*
 * Every request a test sends and every answer it gets, checked against the API description the app
 * serves (issue 40): what a client generated from the description would expect. An answer's status
 * must be one its operation lists, its content type one the status lists, a JSON body must match the
 * status's schema; a request the server accepted (below 400) must be one the description allows:
 * its path and query parameters, and a body only where one is declared, of a declared type.
 * Mismatches are collected and the app's close() fails on them (helpers.ts).
 */

type TJson = Record<string, unknown>;
type TMedia = { schema?: TJson };
type TOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: TJson }[];
  requestBody?: { required?: boolean; content: Record<string, TMedia> };
  responses: Record<string, { content?: Record<string, TMedia>; $ref?: string }>;
};
type TDocument = { paths: Record<string, Record<string, TOperation>>; components: TJson & { responses?: Record<string, { content?: Record<string, TMedia> }> } };

/** A route's URL as the description writes it (the bulk downloads' wildcard is `{ids}`, plugins/openapi/document.ts). */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{ids}');

const baseType = (value: unknown) => String(value ?? '').split(';')[0]!.trim().toLowerCase();

/** The description with its validator and the schemas compiled so far. */
type TDescribed = { doc: TDocument; ajv: Ajv2020; compiled: Map<string, ValidateFunction> };

/**
 * Descriptions already built in this worker, by the app's route table. A worker keeps this module
 * from one test file to the next (isolate: false), and every file builds an app with the same routes
 * and schemas (code, not data): generating the description (about 0.4 s of CPU) and compiling its
 * schemas again for each of some hundred files was a tenth of the API suite's CPU. A file whose app
 * has other routes gets a description of its own.
 */
const describedByRoutes = new Map<string, TDescribed>();

function describedOf(app: FastifyInstance): TDescribed {
  const routes = app.printRoutes({ commonPrefix: false });
  let described = describedByRoutes.get(routes);
  if (!described) {
    const doc = app.swagger() as unknown as TDocument;
    const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false, validateFormats: true });
    addFormats.default(ajv);
    // contentMediaType, contentEncoding and x- keywords are annotations here.
    ajv.addSchema({ $id: 'api', components: doc.components } as TJson);
    described = { doc, ajv, compiled: new Map() };
    describedByRoutes.set(routes, described);
  }
  return described;
}

export function checkAgainstDescription(app: FastifyInstance) {
  const mismatches: string[] = [];
  let described: TDescribed | undefined;

  const validator = (key: string, schema: TJson) => {
    let v = described!.compiled.get(key);
    if (!v) {
      // References point into the description's components, registered once as 'api'.
      v = described!.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')) as TJson);
      described!.compiled.set(key, v);
    }
    return v;
  };
  const problemsOf = (v: ValidateFunction, value: unknown) =>
    v(value) ? null : (v.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

  const describe = () => {
    described ??= describedOf(app);
    return described.doc;
  };

  /** What the client sent, before the route's schemas parsed (and transformed) it. */
  const raw = new WeakMap<FastifyRequest, { params: TJson; query: TJson; body?: unknown }>();

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api') || url === '/api/openapi.json') return;
    const d = describe();
    const method = request.method.toLowerCase();
    const operation = d.paths[openApiPath(url)]?.[method];
    const where = `${request.method} ${url}`;
    if (!operation) return void mismatches.push(`${where}: not in the description`);
    const status = reply.statusCode;

    // The answer.
    let answer = operation.responses[String(status)] ?? operation.responses.default;
    if (!answer) return void mismatches.push(`${where}: answered ${status}, which the description does not list`);
    if (answer.$ref) answer = d.components.responses?.[answer.$ref.split('/').pop()!] ?? {};
    const type = baseType(reply.getHeader('content-type'));
    const hasBody = typeof payload === 'string' ? payload.length > 0 : payload != null;
    if (hasBody && status !== 204 && status !== 304 && request.method !== 'HEAD') {
      const media = answer.content?.[type];
      if (!media) mismatches.push(`${where}: answered ${status} as '${type}', the description lists ${Object.keys(answer.content ?? {}).join(', ') || 'no body'}`);
      else if (type === 'application/json' && media.schema && typeof payload === 'string') {
        const problems = problemsOf(validator(`${where} ${status}`, media.schema), JSON.parse(payload));
        if (problems) mismatches.push(`${where}: the ${status} answer does not match its schema: ${problems}`);
      }
    }

    // The request, where the server took it: what it accepted, the description must allow.
    if (status >= 400) return;
    const sentBy = raw.get(request);
    // What the server received: a parsed body, or a form (which the route reads itself, so none is parsed).
    const multipart = /^multipart\//i.test(String(request.headers['content-type'] ?? ''));
    const sent = (sentBy?.body !== undefined && sentBy.body !== '') || multipart;
    if (sent && !operation.requestBody) mismatches.push(`${where}: took a body where the description declares none`);
    if (sent && operation.requestBody && !operation.requestBody.content[baseType(request.headers['content-type'])]) {
      mismatches.push(`${where}: took a '${baseType(request.headers['content-type'])}' body, the description lists ${Object.keys(operation.requestBody.content).join(', ')}`);
    }
    if (!sent && operation.requestBody?.required) mismatches.push(`${where}: took no body where the description requires one`);
    const body = operation.requestBody?.content['application/json']?.schema;
    if (sent && body && baseType(request.headers['content-type']) === 'application/json') {
      const problems = problemsOf(validator(`${where} body`, body), trimmed(sentBy?.body));
      if (problems) mismatches.push(`${where}: took a body the description refuses: ${problems}`);
    }
    for (const p of operation.parameters ?? []) {
      if (p.in !== 'query' && p.in !== 'path') continue;
      const value = (p.in === 'query' ? sentBy?.query : sentBy?.params)?.[p.name];
      if (value === undefined) {
        if (p.required) mismatches.push(`${where}: took no ${p.in} parameter '${p.name}', which the description requires`);
        continue;
      }
      if (!p.schema) continue;
      const problems = problemsOf(validator(`${where} ${p.in} ${p.name}`, p.schema), asTyped(trimmed(value), p.schema));
      if (problems) mismatches.push(`${where}: took the ${p.in} parameter ${p.name}=${JSON.stringify(value)}, which the description refuses: ${problems}`);
    }
  };

  app.addHook('onRequest', async (request) => {
    const params = { ...(request.params as TJson) };
    // The bulk downloads' wildcard is the description's {ids}.
    if ('*' in params) params.ids = params['*'];
    const query: TJson = {};
    for (const [key, value] of new URLSearchParams(request.url.split('?')[1] ?? '')) query[key] = value;
    raw.set(request, { params, query });
  });
  app.addHook('preValidation', async (request) => {
    const sent = raw.get(request);
    if (sent) sent.body = request.body;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      check(request, reply, payload);
    } catch (err) {
      mismatches.push(`${request.method} ${request.url}: could not be checked: ${(err as Error).message}`);
    }
    return payload;
  });
  return { mismatches };
}

/**
 * A parameter as a client would have written it before it became text: a number where the schema
 * says integer or number, true/false where boolean. Fastify has already parsed it by the route's own
 * schema, so the value here may be a number already; text stays text.
 */
function asTyped(raw: unknown, schema: TJson): unknown {
  const types = [schema.type, ...((schema.anyOf as TJson[] | undefined) ?? []).map((s) => s.type)].flat();
  if (typeof raw === 'string' && raw !== '' && (types.includes('integer') || types.includes('number')) && !Number.isNaN(Number(raw))) return Number(raw);
  if (typeof raw === 'string' && types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * What a client sent with every text trimmed: the server trims text before any rule applies, and the
 * description says so (its info.description); its lengths and patterns are those of the trimmed text.
 */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}
