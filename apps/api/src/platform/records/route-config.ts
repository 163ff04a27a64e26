import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TListQuery, TPermission } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import type { FileStore } from '../../lib/files';
import type { AuthUser } from '../auth/session';
import { bulkDownloadRoutes, type TBulkDownloads } from './bulk-routes';
import { DOCUMENT_ANSWER, sendRecordFile, type TRecordFile } from './downloads';
import { recordReadRoutes, type TRecordReads } from './read-routes';
import type { TRecordRule, TViewer } from './visibility';
import { downloadAnswer } from '../../lib/content-disposition';
import { recordDownload } from '../security-events';

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The record types whose permissions include a spreadsheet and an attachments download ('<kind>.export', '<kind>.attachments'). */
type TPrefixOf<P, S extends string> = P extends `${infer K}.${S}` ? K : never;
type TRecordKind = TPrefixOf<TPermission, 'export'> & TPrefixOf<TPermission, 'attachments'>;

/** What a stored document's download is, in the audit trail's words (docs/security-audit.md). */
const DOCUMENT_OF: Record<TRecordKind, string> = { strategies: 'Documento de una estrategia', projects: 'Documento de un proyecto' };

/**
 * What every route of a record type is built from, stated once per module: the database and file
 * store, who asks (plugins/auth.ts currentUser), whose records they read (visibility.ts), the
 * type's permission prefix and its messages (shared <TYPE>_MSG, whose keys every type shares).
 */
export type TRecordRoutesBase = {
  db: DbOrTx;
  files: FileStore;
  currentUser: (request: FastifyRequest) => AuthUser;
  rule: TRecordRule;
  kind: TRecordKind;
  messages: { notFound: string; fileDownloadFailed: string; excelFailed: string; attachmentsFailed: string; noAttachments: string };
};

/**
 * A record type's reading routes (read-routes.ts) with its 404: the paths of its two lists and of
 * one record, the schemas of the list query, the list and the record, and the queries behind them.
 */
export type TRecordReadConfig<Q extends TListQuery> = {
  paths: { mine: string; all: string; detail: string };
  schemas: { query: z.ZodType<Q>; list: z.ZodType; detail: z.ZodType };
  page: TRecordReads<Q>['lists']['page'];
  meta?: TRecordReads<Q>['lists']['meta'];
  find: TRecordReads<Q>['detail']['find'];
  readable: TRecordReads<Q>['history']['readable'];
  history: TRecordReads<Q>['history']['entries'];
};

export function recordReads<Q extends TListQuery>(app: TZodApp, base: TRecordRoutesBase, reads: TRecordReadConfig<Q>) {
  const { paths, schemas } = reads;
  recordReadRoutes(app, {
    db: base.db,
    currentUser: base.currentUser,
    rule: base.rule,
    notFound: base.messages.notFound,
    lists: { mine: paths.mine, all: paths.all, query: schemas.query, response: schemas.list, page: reads.page, meta: reads.meta },
    detail: { path: paths.detail, response: schemas.detail, find: reads.find },
    history: { readable: reads.readable, entries: reads.history },
  });
}

/**
 * One stored file of a record (`?id=&file=`) to whoever may read the record: `stored` is null when
 * they may not, and a missing file is a 404 with the type's `fileDownloadFailed`.
 */
export function recordFileRoute<TQuery>(
  app: TZodApp,
  base: TRecordRoutesBase,
  route: { path: string; query: z.ZodType<TQuery>; stored: (viewer: TViewer, query: TQuery) => Promise<TRecordFile | null>; type?: string },
) {
  app.get(route.path, {
    config: { permission: [base.rule.type.own, base.rule.type.all] },
    schema: { querystring: route.query, response: { 200: route.type ? downloadAnswer('The stored document.', [route.type]) : DOCUMENT_ANSWER } },
  }, async (request, reply) => {
    const user = base.currentUser(request);
    const stored = await route.stored(base.rule.viewerOf(user), request.query as TQuery);
    const id = Number((request.query as { id?: unknown }).id);
    return sendRecordFile(reply, base.files, stored, {
      missing: base.messages.fileDownloadFailed,
      type: route.type,
      before: () => recordDownload(base.db, { actorId: user.id, ip: request.ip }, { what: DOCUMENT_OF[base.kind], format: 'documento', ids: Number.isInteger(id) ? [id] : [] }),
    });
  });
}

type TBulk = Pick<TBulkDownloads, 'select' | 'params' | 'query'> & {
  excel: Pick<TBulkDownloads['excel'], 'path' | 'fileBase' | 'sheets'>;
  attachments: Pick<TBulkDownloads['attachments'], 'path' | 'fileName' | 'entries'>;
};

/** The spreadsheet and attachments of a selection (bulk-routes.ts) under '<kind>.export' and '<kind>.attachments', in the type's words. */
export function recordBulkDownloads(app: TZodApp, base: TRecordRoutesBase, bulk: TBulk) {
  const { messages: msg } = base;
  bulkDownloadRoutes(app, {
    db: base.db,
    currentUser: base.currentUser,
    select: bulk.select,
    params: bulk.params,
    query: bulk.query,
    excel: { ...bulk.excel, permission: `${base.kind}.export`, failed: msg.excelFailed },
    attachments: { ...bulk.attachments, permission: `${base.kind}.attachments`, failed: msg.attachmentsFailed, none: msg.noAttachments },
  });
}
