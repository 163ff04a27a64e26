import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAT_MSG, fieldValue, formatCell, listResponse, MSG, withVersion, ZMessageSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { sendExcel, XLSX_ANSWER } from '../../lib/excel';
import { guarded } from '../db-errors';
import { refuseStale } from '../versions';
import { specContractMismatches } from './contract';
import { meta } from './paging';
import { createCrudRepository } from './repository';
import type { TCrudSpec, TId } from './spec';
import { underApi } from '../../lib/api-path';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Row = Record<string, unknown>;

/** The routes of a list resource: list, create, update, delete, and the export when it has one. */
export function registerCrudRoutes(app: ZodApp, deps: AppDeps, spec: TCrudSpec) {
  // A record its write route accepts but its lists cannot show takes them down for everyone: such a
  // definition never starts (a developer's mistake, caught by the first test that builds the app).
  const broken = specContractMismatches(spec);
  if (broken.length > 0) throw new Error(`${spec.def.api}: write and read disagree: ${broken.join('; ')}`);
  const repo = createCrudRepository(spec);
  const { def } = spec;
  const path = underApi(def.api);
  const config = { permission: def.permission };
  // Every row read answers its version; an update names the one it read (versions.ts).
  const ZRow = z.intersection(def.rowSchema, z.object({ version: z.string() }));
  const ZSaved = z.object({ message: z.string(), data: ZRow });

  const save = (body: Row, id: TId | null) =>
    inTransaction(deps.db, async (tx) => {
      if (id !== null) {
        const stored = await repo.lockedVersion(tx, id);
        if (stored === null) throw notFound(CAT_MSG.notFound);
        refuseStale(String(body.version), stored);
      }
      await spec.beforeSave?.(tx, body, id);
      const created = id === null;
      if (id === null) id = await repo.insert(tx, body);
      else if (!(await repo.update(tx, id, body))) throw notFound(CAT_MSG.notFound);
      await spec.afterSave?.(tx, id, body, created);
      return id;
    });

  const savedRow = async (id: TId) => {
    const row = await repo.findOne(deps.db, id);
    if (!row) throw notFound(CAT_MSG.notFound);
    return row;
  };

  app.get(path, {
    config,
    schema: { querystring: repo.query, response: { 200: listResponse(ZRow) } },
  }, (request) =>
    guarded(request.log, def.messages.loadError, 'read', async () => {
      const { rows, total, estimated } = await repo.list(deps.db, request.query);
      return { data: rows, meta: meta(request.query, total, estimated) };
    }));

  app.post(path, {
    config,
    schema: { body: def.createSchema, response: { 201: ZSaved } },
  }, async (request, reply) => {
    const id = await guarded(request.log, def.messages.saveError, 'write', () => save(request.body as Row, null));
    return reply.status(201).send({ message: def.messages.saved, data: await savedRow(id) });
  });

  app.put(`${path}/:id`, {
    config,
    schema: { params: spec.idParam, body: withVersion(def.updateSchema), response: { 200: ZSaved } },
  }, async (request) => {
    const id = await guarded(request.log, def.messages.saveError, 'write', () => save(request.body as Row, request.params.id));
    return { message: def.messages.updated, data: await savedRow(id) };
  });

  app.delete(`${path}/:id`, {
    config,
    schema: { params: spec.idParam, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const removed = await guarded(request.log, CAT_MSG.deleteFailed, 'delete', () => repo.remove(deps.db, request.params.id));
    if (!removed) throw notFound(CAT_MSG.notFound);
    return { message: def.messages.deleted };
  });

  if (def.exportApi && def.exportFile) {
    const columns = (def.exportColumns ?? def.columns).map((c) => ({
      header: c.header,
      width: c.width ? Math.max(8, Math.round(c.width / 7)) : 40,
      value: (row: Row) => formatCell(fieldValue(row, c.field), c.kind),
    }));
    app.get(underApi(def.exportApi), {
      config,
      // The export takes what the list shows: its search, sort and filters (all rows, not a page).
      schema: { querystring: repo.query.pick({ q: true, sort: true, filters: true }), response: { 200: XLSX_ANSWER } },
    }, (request, reply) =>
      guarded(request.log, MSG.exportFailed, 'read', () =>
        sendExcel(reply, { fileBase: def.exportFile!, sheetName: def.title, columns, batches: repo.batches(deps.db, request.query) }),
      ));
  }
  return repo;
}
