import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROJECT_MSG,
  PROJECT_READERS,
  ZIdParamSchema,
  ZProjectSelectionParamSchema,
  ZProjectSelectionQuerySchema,
  todayInBogota,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/app-error';
import { sendPdf, type TBrand } from '../../../lib/pdf';
import { sendZip, type TZipEntry } from '../../../lib/zip';
import { SELECTION_WILDCARD, chunks, downloadFailed, wildcardAsIds } from '../../../platform/bulk-downloads';
import { sendRecordPdf } from '../../../platform/records/downloads';
import { currentUser } from '../../../plugins/auth';
import { selectedProjectIds } from '../exports/selection';
import { projectViewerOf } from '../scope';
import { commitmentRecordPdf } from './commitment-record';
import { projectDocumentData, type TProjectDocumentData } from './project-document-data';
import { projectPdf } from './project-pdf';
import { startRecordPdf } from './start-record';

/** Projects rendered per batch of a ZIP: one query, then their PDFs one after the other. */
const RECORDS_BATCH = 20;

type TRecordKind = {
  path: string;
  /** 'Acta de Inicio': the PDF is '<label> - <id>.pdf'. */
  label: string;
  zipBase: string;
  failed: string;
  render: (p: TProjectDocumentData, brand: TBrand, today: string) => Promise<Buffer>;
};

const RECORD_KINDS: TRecordKind[] = [
  { path: '/siiicca/getactainicio', label: PROJECT_MSG.startRecord, zipBase: 'actas_inicio', failed: PROJECT_MSG.startRecordsFailed, render: startRecordPdf },
  {
    path: '/siiicca/getactacompromiso',
    label: PROJECT_MSG.commitmentRecord,
    zipBase: 'actas_compromiso',
    failed: PROJECT_MSG.commitmentRecordsFailed,
    render: commitmentRecordPdf,
  },
];

/**
 * The project's PDF (`projectpdf/{id}`, whoever may read it) and its institutional records
 * (`getactainicio/{ids}`, `getactacompromiso/{ids}`, projects.records): one project answers one PDF,
 * several one ZIP of PDFs, rendered a batch at a time while the ZIP streams. Records are made for
 * any project the user may read; a draft's carry the watermark 'BORRADOR – sin validez'.
 */
export const projectRecordRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const brand: TBrand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  app.get('/siiicca/projectpdf/:id', {
    config: { permission: PROJECT_READERS },
    schema: { params: ZIdParamSchema },
  }, async (request, reply) => {
    const viewer = projectViewerOf(currentUser(request));
    return sendRecordPdf(reply, () => projectPdf(db, viewer, request.params.id, brand), { notFound: PROJECT_MSG.notFound, failed: PROJECT_MSG.pdfFailed });
  });

  for (const kind of RECORD_KINDS) {
    app.get(`${kind.path}${SELECTION_WILDCARD}`, {
      config: { permission: 'projects.records' },
      preValidation: wildcardAsIds,
      schema: { params: ZProjectSelectionParamSchema, querystring: ZProjectSelectionQuerySchema },
    }, async (request, reply) => {
      const fail = downloadFailed(kind.failed);
      const today = todayInBogota();
      const ids = await selectedProjectIds(db, currentUser(request), { ids: request.params.ids, ...request.query }).catch((err) => {
        throw fail(err);
      });
      if (ids.length === 0) throw notFound(PROJECT_MSG.notFound);
      const fileName = (id: number) => `${kind.label} - ${id}.pdf`;
      const reader = currentUser(request).id;
      if (ids.length === 1) return sendOne(reply, kind, ids[0]!, today, fail, fileName, reader);
      async function* batches(): AsyncGenerator<TZipEntry[]> {
        for (const batch of chunks(ids, RECORDS_BATCH)) {
          const entries: TZipEntry[] = [];
          for (const p of await projectDocumentData(db, batch, undefined, reader)) entries.push({ name: fileName(p.id), content: await kind.render(p, brand, today) });
          yield entries;
        }
      }
      return sendZip(reply, { fileName: `${kind.zipBase}_${today}.zip`, batches: batches(), nothing: () => notFound(PROJECT_MSG.notFound), onEarlyError: fail });
    });
  }

  async function sendOne(reply: FastifyReply, kind: TRecordKind, id: number, today: string, fail: (err: unknown) => unknown, fileName: (id: number) => string, reader: number) {
    const pdf = await projectDocumentData(db, [id], undefined, reader)
      .then(([p]) => (p ? kind.render(p, brand, today) : null))
      .catch((err) => {
        throw fail(err);
      });
    if (!pdf) throw notFound(PROJECT_MSG.notFound);
    return sendPdf(reply, pdf, fileName(id));
  }
};
