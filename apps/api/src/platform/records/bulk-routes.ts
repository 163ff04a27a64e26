import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { selectionParamSchema, TPermission, ZSelectionQuerySchema } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { sendWorkbook, XLSX_ANSWER, type TSheetCells } from '../../lib/excel';
import { sendZip, ZIP_ANSWER, type TZipEntry } from '../../lib/zip';
import type { AuthUser } from '../auth/session';
import { SELECTION_WILDCARD, downloadFailed, wildcardAsIds, type TSelectionInput } from '../bulk-downloads';
import { recordDownload } from '../security-events';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A record type's bulk downloads, as its module configures them (its exports.routes.ts). */
export type TBulkDownloads = {
  db: DbOrTx;
  /** The signed-in user of a route (plugins/auth.ts currentUser). */
  currentUser: (request: FastifyRequest) => AuthUser;
  /** The selection's ids (selection.ts recordSelection). */
  select: (db: DbOrTx, user: AuthUser, input: TSelectionInput) => Promise<number[]>;
  /** The `{ids}` parameter, refused in the type's own words (shared selectionParamSchema). */
  params: ReturnType<typeof selectionParamSchema>;
  /** The query of an 'all' selection: scope, search, and the list's filters (shared Z<Type>SelectionQuerySchema). */
  query: typeof ZSelectionQuerySchema;
  /** The spreadsheet: its route, permission, file name (before the date), failure message and sheets. */
  excel: { path: string; permission: TPermission; fileBase: string; failed: string; sheets: (ids: readonly number[], user: AuthUser) => TSheetCells[] };
  /** The ZIP of attachments: its route, permission, file name, failure and nothing-to-send messages, entries. */
  attachments: {
    path: string;
    permission: TPermission;
    fileName: () => string;
    failed: string;
    none: string;
    entries: (ids: readonly number[]) => AsyncIterable<TZipEntry[]>;
  };
};

/**
 * The bulk downloads of a list (spec section 7): the spreadsheet and the attachments ZIP of a
 * selection, `${path}/{ids}` where `{ids}` is the rest of the path (bulk-downloads.ts wildcardAsIds).
 * Which records: as the lists (selection.ts). A refusal before the first byte answers as usual
 * (400/403/404); any other failure is the download's own message. Each download is a line of the
 * security audit trail (personal_data_download: who, which file, how many records).
 */
export function bulkDownloadRoutes(app: TZodApp, type: TBulkDownloads) {
  const schema = { params: type.params, querystring: type.query };
  const options = (permission: TPermission, answer: typeof XLSX_ANSWER) => ({ config: { permission }, preValidation: wildcardAsIds, schema: { ...schema, response: { 200: answer } } });
  const selected = (user: AuthUser, input: TSelectionInput, fail: (err: unknown) => unknown) =>
    type.select(type.db, user, input).catch((err) => {
      throw fail(err);
    });

  app.get(`${type.excel.path}${SELECTION_WILDCARD}`, options(type.excel.permission, XLSX_ANSWER), async (request, reply) => {
    const fail = downloadFailed(type.excel.failed);
    const user = type.currentUser(request);
    const ids = await selected(user, { ids: request.params.ids, ...request.query }, fail);
    await recordDownload(type.db, { actorId: user.id, ip: request.ip }, { what: type.excel.fileBase, format: 'xlsx', ids });
    return sendWorkbook(reply, { fileBase: type.excel.fileBase, sheets: type.excel.sheets(ids, user), onEarlyError: fail, styles: false });
  });

  app.get(`${type.attachments.path}${SELECTION_WILDCARD}`, options(type.attachments.permission, ZIP_ANSWER), async (request, reply) => {
    const fail = downloadFailed(type.attachments.failed);
    const user = type.currentUser(request);
    const ids = await selected(user, { ids: request.params.ids, ...request.query }, fail);
    const fileName = type.attachments.fileName();
    // Written with the first file found, before the first byte: a selection without attachments (404) writes nothing.
    const audit = () => recordDownload(type.db, { actorId: user.id, ip: request.ip }, { what: fileName, format: 'zip', ids });
    return sendZip(reply, {
      fileName,
      batches: auditedBatches(type.attachments.entries(ids), audit),
      nothing: () => notFound(type.attachments.none),
      onEarlyError: fail,
    });
  });
}

/** The batches as they come, `audit` awaited once before the first that holds anything. */
async function* auditedBatches<T>(batches: AsyncIterable<T[]>, audit: () => Promise<unknown>): AsyncGenerator<T[]> {
  let written = false;
  for await (const batch of batches) {
    if (!written && batch.length > 0) {
      await audit();
      written = true;
    }
    yield batch;
  }
}
