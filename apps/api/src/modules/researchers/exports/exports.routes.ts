import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { RESEARCHER_MSG, ZIdParamSchema, ZProductCountsQuerySchema, ZProductCountsSchema, type TProductCountRow } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { queryRows } from '../../../db/query-rows';
import { notFound } from '../../../lib/app-error';
import { excelColumn as col, excelSheet, sendWorkbook, XLSX_ANSWER } from '../../../lib/excel';
import { currentUser } from '../../../plugins/auth';
import { recordDownload } from '../../../platform/security-events';
import { deliveredProductsSql, type TDeliveredProduct } from '../profile/read-profile';
import { productCounts } from './product-counts';

/** The researchers' spreadsheets (docs/researchers.md), each a line personal_data_download in the security trail. */
export const researcherExportRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  // A researcher's products delivered, by Minciencias product type: one's own, or anyone's with researchers.read.
  app.get('/researchers/:id/products/export', {
    config: { permission: 'authenticated' },
    schema: { params: ZIdParamSchema, response: { 200: XLSX_ANSWER } },
  }, async (request, reply) => {
    const user = currentUser(request);
    const id = request.params.id;
    if (id !== user.id && !user.permissions.has('researchers.read')) throw notFound(RESEARCHER_MSG.notFound);
    const [exists] = await queryRows<{ id: number }>(db, sql`select id from users where id = ${id}`);
    if (!exists) throw notFound(RESEARCHER_MSG.notFound);
    const rows = await queryRows<TDeliveredProduct>(db, deliveredProductsSql(id));
    const columns = [
      col<TDeliveredProduct>('Tipo de producto', (r) => r.product_type, 36),
      col<TDeliveredProduct>('Producto', (r) => r.product, 36),
      col<TDeliveredProduct>('Título', (r) => r.title, 50),
      col<TDeliveredProduct>('Revista o editorial', (r) => r.container, 30),
      col<TDeliveredProduct>('Año', (r) => r.year, 8),
      col<TDeliveredProduct>('Cantidad', (r) => Number(r.quantity), 10),
      col<TDeliveredProduct>('Proyecto', (r) => r.project_title, 50),
      col<TDeliveredProduct>('Informe', (r) => `${r.report_kind} ${r.report_number}`, 12),
      col<TDeliveredProduct>('Tipo de evidencia', (r) => r.evidence_kind, 12),
      col<TDeliveredProduct>('Evidencia', (r) => r.evidence, 40),
      col<TDeliveredProduct>('Aceptado', (r) => r.accepted_on, 12),
    ];
    await recordDownload(db, { actorId: user.id, ip: request.ip }, { what: 'Productos de un investigador', format: 'xlsx', ids: [id] });
    const sheet = excelSheet({ name: RESEARCHER_MSG.productsSheet, columns, batches: async function* () { yield rows; } });
    return sendWorkbook(reply, { fileBase: `productos_investigador_${id}`, sheets: [sheet] });
  });

  // The office's counts of products delivered by faculty, research group and year: the chart's figures and its spreadsheet.
  app.get('/researchers/product-counts', {
    config: { permission: 'researchers.read' },
    schema: { querystring: ZProductCountsQuerySchema, response: { 200: ZProductCountsSchema } },
  }, async (request) => ({ data: await productCounts(db, request.query) }));

  app.get('/researchers/product-counts/export', {
    config: { permission: 'researchers.read' },
    schema: { querystring: ZProductCountsQuerySchema, response: { 200: XLSX_ANSWER } },
  }, async (request, reply) => {
    const rows = await productCounts(db, request.query);
    const columns = [
      col<TProductCountRow>('Facultad', (r) => r.faculty, 36),
      col<TProductCountRow>('Grupo de investigación', (r) => r.group, 40),
      col<TProductCountRow>('Año', (r) => r.year, 8),
      col<TProductCountRow>('Productos', (r) => r.products, 12),
    ];
    await recordDownload(db, { actorId: currentUser(request).id, ip: request.ip }, { what: RESEARCHER_MSG.countsTitle, format: 'xlsx', ids: [] });
    const sheet = excelSheet({ name: RESEARCHER_MSG.countsSheet, columns, batches: async function* () { yield rows; } });
    return sendWorkbook(reply, { fileBase: 'productos_por_facultad_y_grupo', sheets: [sheet] });
  });
};
