import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { FILTER_FIELDS_META, FILTER_OPERATIONS_BY_TYPE, FILTERS_MAX, type TFilterFieldType } from '@siiicca/shared';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { TOwnBody } from '../../platform/own-body';
import type { RouteAccess } from '../auth';
import { NO_BODY_METHODS_TAKING_EMPTY_OBJECT } from '../input-guard';
import { FILTER_INPUT_REF, openApiRegistry } from './components';
import { errorResponseComponents, errorResponseRef, errorStatuses } from './errors';
import { operationIdOf } from './operation-id';
import { OPERATION_TEXTS } from './summaries';

type TTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TTransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type TJson = Record<string, unknown>;
type TOperation = { operationId?: string; parameters?: { in: string; name: string; schema?: TJson; description?: string }[]; responses?: TJson } & TJson;

/** What the description says of a route besides its schemas, kept until the whole document is built. */
type TOperationExtras = { permission: string | readonly string[]; errors: number[]; requestBody?: TJson; redirect?: string };

const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiRegistry });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: openApiRegistry });

/**
 * The two hooks of @fastify/swagger: `transform` describes one route (its schemas through zod, its
 * operationId, summary, tag and permission), `transformObject` completes the document (named
 * components, the shared error answers, the `x-permission` extension @fastify/swagger does not
 * copy from a route schema). Everything is derived from what routes declare, so a new route is
 * described without touching this folder, except for its summary (summaries.ts).
 */
export function openApiTransforms(): { transform: TTransform; transformObject: TTransformObject } {
  const extras = new Map<string, TOperationExtras>();

  const transform: TTransform = (document) => {
    // Only the API is described: the web app's static files and /metrics are not part of it.
    if (!document.url.startsWith('/api')) return { schema: { hide: true }, url: document.url };
    // A body the route reads itself is described from its own schemas (ownBody), not validated by Fastify.
    const { ownBody, ...declared } = (document.schema ?? {}) as { ownBody?: TOwnBody };
    const zodOf = (body: unknown) => (zodTransform({ ...document, schema: { body } as never }) as { schema: { body: TJson } }).schema.body;
    const { schema = {}, url } = zodTransform({ ...document, schema: declared as never }) as { schema?: TJson & { hide?: boolean }; url: string };
    if (schema.hide) return { schema, url };
    const route = document.route;
    const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
    const access = route.config as RouteAccess | undefined;
    const text = OPERATION_TEXTS[`${method} ${route.url}`];
    const operationId = operationIdOf(method, route.url);
    const permission = access?.public ? 'public' : (access?.permission ?? 'none');
    const requestBody = ownBody ? ownRequestBody(ownBody, zodOf) : !schema.body && NO_BODY_METHODS_TAKING_EMPTY_OBJECT.has(method) ? EMPTY_BODY : undefined;
    extras.set(operationId, {
      permission,
      errors: errorStatuses({ method, access, url: route.url, querystring: schema.querystring as TJson, body: schema.body ?? requestBody, also: text?.also }),
      ...(requestBody ? { requestBody } : {}),
      ...(text?.redirect ? { redirect: text.redirect } : {}),
    });
    return {
      url: bulkSelectionUrl(url, schema),
      schema: {
        ...schema,
        operationId,
        // A route without its entry still gets a summary, so the document stays valid; the test
        // fails on it (openapi-integrator.test.ts).
        summary: text?.summary ?? `${method} ${route.url}`,
        description: permissionText(permission),
        // Grouped by area ('/api/siiicca/investigation_lines' → 'investigation_lines', '/api/users/...' → 'users').
        tags: (schema.tags as string[] | undefined) ?? [tagOf(url)],
        // A public route needs no token; say so instead of inheriting the global bearer requirement.
        ...(access?.public ? { security: [] } : {}),
      },
    };
  };

  const transformObject: TTransformObject = (document) => {
    const doc = zodTransformObject(document as Parameters<typeof zodTransformObject>[0]) as TJson & {
      paths: Record<string, Record<string, TOperation>>;
      components: { schemas: Record<string, unknown> } & TJson;
    };
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        const extra = operation.operationId ? extras.get(operation.operationId) : undefined;
        if (!extra) continue;
        operation['x-permission'] = extra.permission;
        if (extra.requestBody) operation.requestBody = extra.requestBody;
        if (extra.redirect) {
          operation.responses ??= {};
          operation.responses['302'] = { description: extra.redirect, headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string', maxLength: 4000 } } } };
        }
        for (const status of extra.errors) (operation.responses ??= {})[status] = errorResponseRef(status);
        describeDownload(operation.responses?.['200'] as TJson | undefined);
        for (const parameter of operation.parameters ?? []) if (parameter.in === 'query' && parameter.name === 'filters') describeFilters(parameter);
      }
    }
    doc.components.responses = errorResponseComponents();
    doc.components.schemas = usedSchemas(doc);
    return doc;
  };

  return { transform, transformObject };
}

const tagOf = (url: string) => {
  const [, , area, next] = url.split('/');
  return (area === 'siiicca' && next ? next : area) || 'api';
};

const permissionText = (permission: string | readonly string[]) =>
  permission === 'public'
    ? 'Public: no token needed.'
    : permission === 'authenticated'
      ? 'Any signed-in user.'
      : typeof permission === 'string'
        ? `Needs the permission \`${permission}\`.`
        : `Needs any of the permissions ${permission.map((p) => `\`${p}\``).join(', ')}.`;

/**
 * A bulk download takes its selection as the rest of the path (platform/bulk-downloads.ts), a
 * Fastify wildcard that @fastify/swagger would write `{*}`, a parameter no tool can fill. It is one
 * path segment in practice (a URL-encoded JSON array, or `all`), so it is described as `{ids}`,
 * the name its schema already gives it.
 */
function bulkSelectionUrl(url: string, schema: TJson): string {
  const params = schema.params as { properties?: Record<string, TJson> } | undefined;
  const ids = params?.properties?.ids;
  if (!url.endsWith('/*') || !ids) return url;
  ids.description = 'The selected records: a JSON array of ids, URL-encoded (`%5B3%2C7%5D` for [3,7]), or `all` for every record the list’s query (`scope`, `q`, `filters`) matches.';
  return `${url.slice(0, -1)}:ids`;
}

/**
 * The `filters` query parameter is JSON text: say which, so a tool or a reader knows what to put. A
 * list that names its fields (shared zFiltersFor, `x-filter-fields`) gets them in the parameter's
 * schema, each with the operations its type allows (anything else is a 400), and in words.
 */
function describeFilters(parameter: NonNullable<TOperation['parameters']>[number]) {
  const { [FILTER_FIELDS_META]: fields, ...schema } = (parameter.schema ?? {}) as TJson & { [FILTER_FIELDS_META]?: TFilterFields };
  const example = '`[{"field":"active","operation":"Igual","value":true}]`';
  if (!fields) {
    parameter.description = `Filters as a JSON array of Filter objects, e.g. ${example}.`;
    parameter.schema = { ...schema, contentMediaType: 'application/json', contentSchema: { type: 'array', maxItems: FILTERS_MAX, items: { $ref: FILTER_INPUT_REF } } };
    return;
  }
  const byType = new Map<string, { operations: readonly string[]; options?: string[]; names: string[] }>();
  for (const [name, field] of Object.entries(fields)) {
    const key = JSON.stringify([field.type, field.options ?? null]);
    const group = byType.get(key) ?? { operations: FILTER_OPERATIONS_BY_TYPE[field.type], options: field.options, names: [] };
    group.names.push(name);
    byType.set(key, group);
  }
  const rule = (g: { operations: readonly string[]; options?: string[]; names: string[] }) => ({
    properties: {
      field: { enum: g.names },
      operation: { enum: [...g.operations] },
      ...(g.options ? { value: { enum: g.options } } : {}),
    },
  });
  const words = Object.entries(fields)
    .map(([name, f]) => `\`${name}\` (${f.type}: ${FILTER_OPERATIONS_BY_TYPE[f.type].join(', ')}${f.options ? `; ${f.options.join(', ')}` : ''})`)
    .join('; ');
  parameter.description = `Filters as a JSON array of at most ${FILTERS_MAX} Filter objects, e.g. ${example}. The fields and the operations each allows: ${words}. Any other is a 400.`;
  parameter.schema = {
    ...schema,
    contentMediaType: 'application/json',
    contentSchema: { type: 'array', maxItems: FILTERS_MAX, items: { allOf: [{ $ref: FILTER_INPUT_REF }, { anyOf: [...byType.values()].map(rule) }] } },
  };
}

type TFilterFields = Record<string, { type: TFilterFieldType; options?: string[] }>;

/**
 * The request body of a route that reads its own (ownBody): its JSON schema and its multipart form,
 * whose JSON parts (`data`) are sent as application/json and whose files as what they are.
 */
function ownRequestBody(own: TOwnBody, zodOf: (schema: unknown) => TJson): TJson {
  const content: Record<string, TJson> = {};
  if (own.json) content['application/json'] = { schema: zodOf(own.json) };
  if (own.multipart) {
    const encoding = Object.fromEntries((own.jsonParts ?? []).map((part) => [part, { contentType: 'application/json' }]));
    content['multipart/form-data'] = { schema: zodOf(own.multipart), ...(own.jsonParts?.length ? { encoding } : {}) };
  }
  return { required: true, description: own.description, content };
}

/** A POST, PUT or PATCH that reads no body takes nothing or `{}` (what the web app sends); anything else is a 400 (plugins/input-guard.ts). */
const EMPTY_BODY: TJson = {
  required: false,
  description: 'Nothing, or an empty JSON object: the operation reads no body.',
  content: { 'application/json': { schema: { type: 'object', maxProperties: 0 } } },
};

/** The header every download carries (lib/content-disposition.ts): its file name, to save or to show. */
const CONTENT_DISPOSITION = {
  description: 'The file’s name: `attachment` (or `inline` for the manual) with `filename` (ASCII) and `filename*` (UTF-8, RFC 5987).',
  schema: { type: 'string', maxLength: 1000 },
};

/** A 200 answer that is a file rather than JSON says how it is named. */
function describeDownload(answer: TJson | undefined) {
  const content = answer?.content as Record<string, unknown> | undefined;
  if (!content || !Object.keys(content).some((type) => type !== 'application/json')) return;
  answer!.headers = { ...(answer!.headers as TJson | undefined), 'Content-Disposition': CONTENT_DISPOSITION };
}

/** The component schemas some operation (or a used component) refers to; the converter emits every registered one twice (input and output). */
function usedSchemas(doc: { paths: unknown; components: { schemas: Record<string, unknown> } & TJson }) {
  const all = doc.components.schemas;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!) || !(name! in all)) continue;
      used.add(name!);
      visit(all[name!]);
    }
  };
  visit({ paths: doc.paths, responses: doc.components.responses });
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}
