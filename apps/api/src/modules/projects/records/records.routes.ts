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
import { PDF_ANSWER, sendPdf, type TBrand } from '../../../lib/pdf';
import { sendZip, type TZipEntry } from '../../../lib/zip';
import { SELECTION_WILDCARD, chunks, downloadFailed, wildcardAsIds } from '../../../platform/bulk-downloads';
import { sendRecordPdf } from '../../../platform/records/downloads';
import { recordDownload } from '../../../platform/security-events';
import { currentUser } from '../../../plugins/auth';
import { selectedProjectIds } from '../exports/selection';
import { projectViewerOf } from '../scope';
import { commitmentRecordPdf } from './commitment-record';
import { projectDocumentData, type TProjectDocumentData } from './project-document-data';
import { projectPdf } from './project-pdf';
import { startRecordPdf } from './start-record';
import type { TRecordKind } from './record-kind';
import type { TProjectStage } from '../stages';
import { downloadAnswer } from '../../../lib/content-disposition';

/** Projects rendered per batch of a ZIP: one query, then their PDFs one after the other. */
const RECORDS_BATCH = 20;


type TRender = (p: TProjectDocumentData, brand: TBrand, today: string) => Promise<Buffer>;

/**
 * The kinds of record: the spec's actas de inicio and de compromiso (projects.records, any readable
 * project), and those a later stage adds beside them (stages.ts: the evaluation's acta de aprobación).
 */
function recordKinds(db: AppDeps['db'], brand: TBrand, stages: readonly TProjectStage[]): TRecordKind[] {
  const fromDocumentData = (render: TRender) => async (ids: number[], reader: number, today: string) => {
    const out: { id: number; content: Buffer }[] = [];
    for (const p of await projectDocumentData(db, ids, undefined, reader)) out.push({ id: p.id, content: await render(p, brand, today) });
    return out;
  };
  return [
    {
      path: '/siiicca/getactainicio',
      label: PROJECT_MSG.startRecord,
      zipBase: 'actas_inicio',
      failed: PROJECT_MSG.startRecordsFailed,
      permission: 'projects.records',
      renderBatch: fromDocumentData(startRecordPdf),
    },
    {
      path: '/siiicca/getactacompromiso',
      label: PROJECT_MSG.commitmentRecord,
      zipBase: 'actas_compromiso',
      failed: PROJECT_MSG.commitmentRecordsFailed,
      permission: 'projects.records',
      renderBatch: fromDocumentData(commitmentRecordPdf),
    },
    // The stages' own (evaluation: the acta de aprobación).
    ...stages.flatMap((stage) => stage.recordKinds?.(db, brand) ?? []),
  ];
}

/** One project's record is a PDF; several, a ZIP of them. */
const RECORDS_ANSWER = downloadAnswer('The PDF of the one project chosen, or a ZIP of the PDFs of several.', ['application/pdf', 'application/zip']);

/**
 * The project's PDF (`projectpdf/{id}`, whoever may read it) and its institutional records
 * (`getactainicio/{ids}`, `getactacompromiso/{ids}`, and the stages' own such as `getactaaprobacion/{ids}`): one project answers one PDF,
 * several one ZIP of PDFs, rendered a batch at a time while the ZIP streams. Records are made for
 * any project the user may read; a draft's carry the watermark 'BORRADOR – sin validez'.
 */
export const projectRecordRoutes = (deps: AppDeps, stages: readonly TProjectStage[]): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const brand: TBrand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  app.get('/siiicca/projectpdf/:id', {
    config: { permission: PROJECT_READERS },
    schema: { params: ZIdParamSchema, response: { 200: PDF_ANSWER } },
  }, async (request, reply) => {
    const user = currentUser(request);
    return sendRecordPdf(reply, () => projectPdf(db, projectViewerOf(user), request.params.id, brand), {
      notFound: PROJECT_MSG.notFound,
      failed: PROJECT_MSG.pdfFailed,
      before: () => recordDownload(db, { actorId: user.id, ip: request.ip }, { what: 'Proyecto', format: 'pdf', ids: [request.params.id] }),
    });
  });

  for (const kind of recordKinds(db, brand, stages)) {
    app.get(`${kind.path}${SELECTION_WILDCARD}`, {
      config: { permission: kind.permission },
      preValidation: wildcardAsIds,
      schema: { params: ZProjectSelectionParamSchema, querystring: ZProjectSelectionQuerySchema, response: { 200: RECORDS_ANSWER } },
    }, async (request, reply) => {
      const fail = downloadFailed(kind.failed);
      const today = todayInBogota();
      const user = currentUser(request);
      const selected = await selectedProjectIds(db, user, { ids: request.params.ids, ...request.query }).catch((err) => {
        throw fail(err);
      });
      if (selected.length === 0) throw notFound(PROJECT_MSG.notFound);
      const ids = kind.admit ? await kind.admit(user, selected, request.params.ids !== 'all').catch((err) => { throw fail(err); }) : selected;
      const fileName = (id: number) => `${kind.label} - ${id}.pdf`;
      const reader = user.id;
      const audited = () => recordDownload(db, { actorId: user.id, ip: request.ip }, { what: kind.label, format: ids.length === 1 ? 'pdf' : 'zip', ids });
      if (ids.length === 1) return sendOne(reply, kind, ids[0]!, today, fail, fileName, reader, audited);
      await audited();
      async function* batches(): AsyncGenerator<TZipEntry[]> {
        for (const batch of chunks(ids, RECORDS_BATCH)) {
          yield (await kind.renderBatch(batch, reader, today)).map((f) => ({ name: fileName(f.id), content: f.content }));
        }
      }
      return sendZip(reply, { fileName: `${kind.zipBase}_${today}.zip`, batches: batches(), nothing: () => notFound(PROJECT_MSG.notFound), onEarlyError: fail });
    });
  }

  async function sendOne(reply: FastifyReply, kind: TRecordKind, id: number, today: string, fail: (err: unknown) => unknown, fileName: (id: number) => string, reader: number, audited: () => Promise<unknown>) {
    const pdf = await kind
      .renderBatch([id], reader, today)
      .then(([f]) => f?.content ?? null)
      .catch((err) => {
        throw fail(err);
      });
    if (!pdf) throw notFound(PROJECT_MSG.notFound);
    await audited();
    return sendPdf(reply, pdf, fileName(id));
  }
};
