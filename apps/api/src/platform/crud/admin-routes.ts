import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listResponse, MSG, USER_MSG, ZIdParamSchema, ZMessageSchema, type listQuerySchema, type TListQuery, type TPermission } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { rethrowAnswered } from '../db-errors';
import { meta } from './paging';
import type { ZodApp } from './routes';

/**
 * An administration list that its module writes itself (roles, users): what differs is its path,
 * permission, schemas and use cases; the list, create, update and delete routes and their answers
 * are these.
 */
export type TAdminResource<C extends z.ZodType, U extends z.ZodType> = {
  /** e.g. '/roles'; the record's routes are `<path>/:id`. */
  path: string;
  permission: TPermission;
  row: z.ZodType;
  createBody: C;
  updateBody: U;
  /** The message when the saved record cannot be read back. */
  notFound: string;
  /** The list's query: its sort keys and filter fields (shared listQuerySchema), so that anything else is a 400. */
  query: ReturnType<typeof listQuerySchema>;
  list: (db: DbOrTx, query: TListQuery) => Promise<{ rows: unknown[]; total: number; estimated?: boolean }>;
  find: (db: DbOrTx, id: number) => Promise<unknown>;
  create: (request: FastifyRequest, body: z.output<C>) => Promise<number>;
  update: (request: FastifyRequest, id: number, body: z.output<U>) => Promise<void>;
  remove: (request: FastifyRequest, id: number) => Promise<void>;
};

/** Registers the resource's routes; answers `saved(id, message)`, the answer of a save, for the module's own routes. */
export function registerAdminRoutes<C extends z.ZodType, U extends z.ZodType>(app: ZodApp, db: DbOrTx, r: TAdminResource<C, U>) {
  const config = { permission: r.permission };
  const ZSaved = z.object({ message: z.string(), data: r.row });
  const saved = async (id: number, message: string) => {
    const data = await r.find(db, id);
    if (!data) throw notFound(r.notFound);
    return { message, data };
  };

  app.get(r.path, {
    config,
    schema: { querystring: r.query, response: { 200: listResponse(r.row) } },
  }, async (request) => {
    const { rows, total, estimated } = await r.list(db, request.query);
    return { data: rows, meta: meta(request.query, total, estimated) };
  });

  app.post(r.path, {
    config,
    schema: { body: r.createBody, response: { 201: ZSaved } },
  }, async (request, reply) => {
    const id = await r.create(request, request.body as z.output<C>).catch(rethrowAnswered(request.log, USER_MSG.saveFailed));
    reply.status(201);
    return saved(id, MSG.saved);
  });

  app.put(`${r.path}/:id`, {
    config,
    schema: { params: ZIdParamSchema, body: r.updateBody, response: { 200: ZSaved } },
  }, async (request) => {
    await r.update(request, request.params.id, request.body as z.output<U>).catch(rethrowAnswered(request.log, USER_MSG.saveFailed));
    return saved(request.params.id, MSG.updated);
  });

  app.delete(`${r.path}/:id`, {
    config,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    await r.remove(request, request.params.id);
    return { message: MSG.deleted };
  });

  return { saved, ZSaved };
}
