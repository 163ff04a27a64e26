import { sql } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { CLOSURE_MSG, formatCop, shownDate } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import { intArray } from '../../../platform/bulk-downloads';
import { expectedResultsOf } from '../reports/report-parts';
import { budgetLinesOf } from '../view/execution-parts';

export const closureNumber = (c: { number: number; year: number }) => `No. ${c.number} de ${c.year}`;

type TClosureHead = {
  id: number;
  title: string;
  call: string;
  owner: string;
  start_date: string;
  planned_end: string;
  end_date: string;
  year: number;
  number: number;
  closed_on: string;
  decision: string;
};

/** The projects' closures with what their acta's head needs (only projects with an Acta de Finalización). */
export async function closureHeads(db: DbOrTx, ids: number[]): Promise<TClosureHead[]> {
  if (ids.length === 0) return [];
  return queryRows<TClosureHead>(
    db,
    sql`select p.id, p.title, a.name as call, u.name as owner, e.start_date::text as start_date, e.planned_end::text as planned_end,
        e.end_date::text as end_date, c.year, c.number, c.closed_on::text as closed_on, c.decision
      from project_closures c join projects p on p.id = c.project_id join announcements a on a.id = p.announcement_id
        join users u on u.id = p.user_id join project_executions e on e.project_id = p.id
      where c.project_id = any(${intArray(ids)}::int[])`,
  );
}

/**
 * Each expected result's committed and delivered quantities: delivered as the accepted final report
 * reconciles it; without a reconciliation row, what the accepted reports' products delivered.
 */
async function productsOf(db: DbOrTx, projectId: number) {
  const expected = await expectedResultsOf(db, projectId);
  const rows = await queryRows<{ result_id: number; reconciled: number | null; products: number }>(
    db,
    sql`select pr.id as result_id,
        (select rr.delivered from execution_report_reconciliation rr join execution_reports r on r.id = rr.report_id
          where rr.result_id = pr.id and r.kind = 'Final' and r.state = 'Aceptado' limit 1) as reconciled,
        (select coalesce(sum(d.quantity), 0)::int from execution_report_products d join execution_reports r on r.id = d.report_id
          where d.result_id = pr.id and r.state = 'Aceptado') as products
      from project_results pr where pr.project_id = ${projectId}`,
  );
  const byId = new Map(rows.map((r) => [Number(r.result_id), r.reconciled ?? Number(r.products)]));
  return expected.map((e) => ({ type: e.product_type.name, product: e.product.name, committed: e.quantity, delivered: byId.get(e.id) ?? 0 }));
}

/**
 * The Acta de Finalización of a project Finalizado (issue 42 'Closure'), 'No. N de YYYY': the project,
 * its dates (start, planned end, end, closure), the products committed against delivered, the budget
 * approved against executed, and the office's decision.
 */
export async function closureRecordPdf(db: DbOrTx, c: TClosureHead, brand: TBrand): Promise<Buffer> {
  const [products, budget] = await readTogether(db, [() => productsOf(db, c.id), () => budgetLinesOf(db, c.id)]);
  const cell = (text: string | number, bold = false): TableCell => ({ text: String(text), bold });
  const approved = budget.reduce((s, l) => s + l.approved, 0);
  const executed = budget.reduce((s, l) => s + l.executed, 0);
  const content: Content[] = [
    { text: 'ACTA DE FINALIZACIÓN DE PROYECTO DE INVESTIGACIÓN', style: 'h1', alignment: 'center' },
    { text: `Acta ${closureNumber(c)}`, alignment: 'center', bold: true },
    { text: `Bogotá D.C., ${shownDate(c.closed_on)}`, alignment: 'center', color: '#444', margin: [0, 0, 0, 10] },
    {
      text: [
        'La Unidad de Investigación de la ', { text: brand.institutionName, bold: true }, ', aceptado el informe final del proyecto ',
        { text: `«${c.title}»`, bold: true }, ', de la convocatoria ', { text: `«${c.call}»`, bold: true }, ', registra su cierre: ',
        { text: 'FINALIZADO', bold: true }, '.',
      ],
      lineHeight: 1.2,
    },
    { text: '1. Datos del Proyecto', style: 'h2' },
    {
      table: {
        widths: [150, '*'],
        body: [
          [cell('Código del Proyecto', true), cell(c.id)],
          [cell('Título', true), cell(c.title)],
          [cell('Convocatoria', true), cell(c.call)],
          [cell('Investigador(a) principal', true), cell(c.owner)],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: '2. Fechas', style: 'h2' },
    {
      table: {
        widths: [150, '*'],
        body: [
          [cell('Inicio (acta de inicio)', true), cell(shownDate(c.start_date))],
          [cell('Finalización prevista', true), cell(shownDate(c.planned_end))],
          [cell('Finalización (con prórrogas y suspensiones)', true), cell(shownDate(c.end_date))],
          [cell('Cierre', true), cell(shownDate(c.closed_on))],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: '3. Productos comprometidos y entregados', style: 'h2' },
    products.length
      ? {
          table: {
            headerRows: 1,
            widths: ['*', '*', 70, 70],
            body: [
              [cell('Tipo de producto', true), cell('Producto', true), cell('Comprometidos', true), cell('Entregados', true)],
              ...products.map((p) => [cell(p.type), cell(p.product), cell(p.committed), cell(p.delivered)]),
            ],
          },
          layout: 'lightHorizontalLines',
        }
      : { text: 'El proyecto no registró resultados esperados.' },
    { text: '4. Presupuesto aprobado y ejecutado', style: 'h2' },
    {
      table: {
        headerRows: 1,
        widths: ['*', '*', 90, 90],
        body: [
          [cell('Rubro', true), cell('Fuente', true), cell('Aprobado', true), cell('Ejecutado', true)],
          ...budget.map((l) => [cell(l.budget_item.name), cell(l.funding_source.name), cell(formatCop(l.approved)), cell(formatCop(l.executed))]),
          [cell('Total', true), cell(''), cell(formatCop(approved), true), cell(formatCop(executed), true)],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: '5. Decisión', style: 'h2' },
    { text: [{ text: 'Decisión: ', bold: true }, 'Finalizado'] },
    { text: [{ text: 'Fecha: ', bold: true }, shownDate(c.closed_on)] },
    { text: 'Observaciones', bold: true, margin: [0, 6, 0, 2] },
    { text: c.decision },
    { text: '\n\n\n______________________________\nDirector(a) de Investigación', alignment: 'center', margin: [0, 30, 0, 0] },
  ];
  return renderPdf(brandedDocument(brand, { title: `${CLOSURE_MSG.actaLabel} ${closureNumber(c)} - Proyecto N.º ${c.id}`, subject: c.title, content }));
}
