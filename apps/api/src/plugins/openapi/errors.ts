import type { RouteAccess } from '../auth';
import { ERROR_SCHEMA_REF } from './components';

/**
 * The error answers of the description: one response component per status, all with the shared
 * `{ message, errors? }` body (plugins/errors.ts writes every refusal so), and the rule that says
 * which of them an operation can give, from what its route declares.
 */
const ERROR_RESPONSES: Record<number, [name: string, description: string]> = {
  400: ['BadRequest', 'The request or its input is invalid; `errors` lists the problems by field (Spanish messages).'],
  401: ['Unauthorized', 'No valid bearer token: sign in (POST /api/auth/login) and send `Authorization: Bearer <token>`.'],
  403: ['Forbidden', 'The signed-in user lacks the permission the operation needs (see `x-permission`), or must first take the steps `pending` lists (enrol a second factor, accept the privacy notice).'],
  404: ['NotFound', 'The record does not exist or the signed-in user may not see it.'],
  409: ['Conflict', 'The record changed since it was read (its `version` is not the one sent), or the change conflicts with stored data.'],
  410: ['Gone', 'The link was used, replaced by a newer one or has expired: ask for a new one.'],
  413: ['PayloadTooLarge', 'The body (or an uploaded file) is larger than the operation accepts.'],
  415: ['UnsupportedMediaType', 'The body is of a content type the operation does not take (see its request body).'],
  428: ['PreconditionRequired', 'An update must name the `version` of the record it overwrites.'],
  429: ['TooManyRequests', 'Too many requests: wait the seconds the `Retry-After` header says.'],
  502: ['BadGateway', 'The academic system answered with an error or something this product cannot read.'],
  500: ['InternalServerError', 'The server failed; nothing of the failure is sent (it is logged). Retrying may not help.'],
  503: ['ServiceUnavailable', 'The database, the file storage or the academic system is unavailable, or this instance is stopping: retry after `Retry-After` seconds when sent.'],
};

/** Statuses whose answer may carry `Retry-After`. */
const RETRY_AFTER = new Set(['429', '503']);
/** Methods whose request Fastify reads a body of: any of them can be too large (413) or of another type (415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `components.responses`: one per error status. */
export function errorResponseComponents() {
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } };
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, [name, description]]) => [
      name,
      {
        description,
        ...(RETRY_AFTER.has(status) ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
      },
    ]),
  );
}

/** The reference to the response component of an error status. */
export const errorResponseRef = (status: number) => ({ $ref: `#/components/responses/${ERROR_RESPONSES[status]![0]}` });

type TRouteFacts = {
  method: string;
  access: RouteAccess | undefined;
  /** The route's URL as declared (`:id`, `*`). */
  url: string;
  /** The converted JSON schemas of the route's input. */
  querystring?: { properties?: Record<string, unknown> };
  body?: unknown;
  /** Statuses the central summaries add (summaries.ts `also`). */
  also?: readonly number[];
};

/**
 * What an operation can refuse with. Any request can be malformed (400), and any can meet a failure
 * of the server (500) or of what it depends on, or an instance that is stopping (503). A guarded
 * route answers 401 without a token and, unless any signed-in user may call it, 403 without its
 * permission. A route naming a record (path parameter, `?id=`) answers 404. A body that carries a
 * `version` is an optimistic update: 409 when stale, 428 when missing. A body, declared or not, can
 * be too large (413) or of a type the route does not read (415).
 */
export function errorStatuses(route: TRouteFacts): number[] {
  const statuses = new Set<number>([400, 500, 503, ...(route.also ?? [])]);
  if (!route.access?.public) {
    statuses.add(401);
    // A user with a pending step (second-factor enrolment, privacy notice) is refused every route not marked pendingAllowed.
    if (route.access?.permission !== 'authenticated' || !route.access?.pendingAllowed) statuses.add(403);
  }
  if (/[:*]/.test(route.url) || route.querystring?.properties?.id || hasProperty(route.body, 'id')) statuses.add(404);
  if (route.body !== undefined || BODY_METHODS.has(route.method)) [413, 415].forEach((s) => statuses.add(s));
  if (hasProperty(route.body, 'version')) [409, 428].forEach((s) => statuses.add(s));
  return [...statuses].filter((s) => s in ERROR_RESPONSES).sort((a, b) => a - b);
}

/** Whether a body schema has a top-level `version` (also in any branch of a union). */
function hasProperty(schema: unknown, name: string): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as { properties?: object; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
  if (s.properties && name in s.properties) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some((branch) => hasProperty(branch, name));
}
