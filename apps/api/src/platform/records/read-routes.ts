import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZAuditListSchema, ZIdParamSchema, type TListQuery } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../auth/session';
import { meta } from '../crud/paging';
import type { TRecordRule, TViewer } from './visibility';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A record type's reading routes, as its module configures them (its <type>.routes.ts). */
export type TRecordReads<Q extends TListQuery> = {
  db: DbOrTx;
  /** The signed-in user of a route (plugins/auth.ts currentUser). */
  currentUser: (request: FastifyRequest) => AuthUser;
  /** Who may read which record (visibility.ts): the lists' and the detail's permissions and viewers. */
  rule: TRecordRule;
  /** The 404 of one record of this type. */
  notFound: string;
  /** The user's own list (the rule's `own` permission) and everyone's (its `all` one). */
  lists: {
    mine: string;
    all: string;
    query: z.ZodType<Q>;
    response: z.ZodType;
    page: (viewer: TViewer, query: Q) => Promise<{ rows: unknown[]; total: number; estimated: boolean }>;
    /** What the type's lists answer in `meta` besides the page and the total. */
    meta?: () => Promise<Record<string, unknown>>;
  };
  /** One record, whoever may read it: its path (with `:id`), answer and query (null when not readable). */
  detail: { path: string; response: z.ZodType; find: (viewer: TViewer, id: number) => Promise<unknown> };
  /** The record's history (`${detail.path}/history`): whether the viewer may read the record, and its entries. */
  history: { readable: (viewer: TViewer, id: number) => Promise<unknown>; entries: (id: number) => Promise<z.input<typeof ZAuditListSchema>['data']> };
};

/**
 * The reading routes every record type has (spec section 7): its two lists (paged, searched,
 * sorted and counted in SQL: list.ts), one record and its history; a record the viewer may not
 * read is not found (404) in each.
 */
export function recordReadRoutes<Q extends TListQuery>(app: TZodApp, type: TRecordReads<Q>) {
  const { rule, lists } = type;
  const readers = [rule.type.own, rule.type.all];
  const listSchema = { querystring: lists.query, response: { 200: lists.response } };
  const list = async (viewer: TViewer, query: Q) => {
    // Side by side: on PostgreSQL the two queries run on two connections at once.
    const [{ rows, total, estimated }, extra] = await Promise.all([lists.page(viewer, query), lists.meta ? lists.meta() : {}]);
    return { data: rows, meta: { ...meta(query, total, estimated), ...extra } };
  };

  app.get(lists.mine, { config: { permission: rule.type.own }, schema: listSchema }, async (request) =>
    list(rule.mine(type.currentUser(request)), request.query as Q));

  app.get(lists.all, { config: { permission: rule.type.all }, schema: listSchema }, async (request) =>
    list(rule.everyone(type.currentUser(request)), request.query as Q));

  app.get(type.detail.path, {
    config: { permission: readers },
    schema: { params: ZIdParamSchema, response: { 200: type.detail.response } },
  }, async (request) => {
    const found = await type.detail.find(rule.viewerOf(type.currentUser(request)), request.params.id);
    if (!found) throw notFound(type.notFound);
    return found;
  });

  app.get(`${type.detail.path}/history`, {
    config: { permission: readers },
    schema: { params: ZIdParamSchema, response: { 200: ZAuditListSchema } },
  }, async (request) => {
    if (!(await type.history.readable(rule.viewerOf(type.currentUser(request)), request.params.id))) throw notFound(type.notFound);
    return { data: await type.history.entries(request.params.id) };
  });
}
