import { eq } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { DECISION_MSG, todayInBogota, type TProjectOutcome } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projectApprovals } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import type { TProjectHead } from './project-access';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const longDate = (iso: string) => `${Number(iso.slice(8, 10))} de ${MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;
const two = (n: number | null) => (n === null ? '—' : n.toLocaleString('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

export const approvalNumber = (a: { number: number; year: number }) => `No. ${a.number} de ${a.year}`;

/** The mean score of each criterion over the submitted evaluations, on the criterion's own scale. */
function criterionMeans(o: TProjectOutcome) {
  return o.criteria.map((c) => {
    const scores = o.evaluations.flatMap((e) => e.scores.filter((s) => s.criterion_id === c.id).map((s) => s.score));
    return { ...c, mean: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : null };
  });
}

/**
 * The acta de aprobación of an approved project (issue 28), numbered per call and year: the project,
 * the call, the mean score per criterion and the weighted total, the decision, its justification and
 * its date. Evaluators are never named in it.
 */
export async function approvalRecordPdf(db: DbOrTx, p: TProjectHead, o: TProjectOutcome, brand: TBrand) {
  const [a] = await db.select().from(projectApprovals).where(eq(projectApprovals.projectId, p.id));
  if (!a) throw notFound(DECISION_MSG.noActa);
  const day = todayInBogota(new Date(a.approvedAt));
  const cell = (text: string | number, bold = false): TableCell => ({ text: String(text), bold });
  const content: Content[] = [
    { text: 'ACTA DE APROBACIÓN DE PROYECTO DE INVESTIGACIÓN', style: 'h1', alignment: 'center' },
    { text: `Acta ${approvalNumber(a)}`, alignment: 'center', bold: true },
    { text: `Bogotá D.C., ${longDate(day)}`, alignment: 'center', color: '#444', margin: [0, 0, 0, 10] },
    {
      text: [
        'La Unidad de Investigación de la ', { text: brand.institutionName, bold: true }, ', concluida la evaluación por pares del proyecto ',
        { text: `«${p.title}»`, bold: true }, ', presentado a la convocatoria ', { text: `«${p.call}»`, bold: true }, ', decide: ',
        { text: 'APROBADO', bold: true }, '.',
      ],
      lineHeight: 1.2,
    },
    { text: '1. Datos del Proyecto', style: 'h2' },
    {
      table: { widths: [150, '*'], body: [[cell('Código del Proyecto', true), cell(p.id)], [cell('Título', true), cell(p.title)], [cell('Convocatoria', true), cell(p.call)], [cell('Registrado por', true), cell(p.owner)]] },
      layout: 'lightHorizontalLines',
    },
    { text: '2. Calificación', style: 'h2' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 50, 60, 80],
        body: [
          [cell('Criterio', true), cell('Peso', true), cell('Escala', true), cell('Promedio', true)],
          ...criterionMeans(o).map((c) => [cell(c.name), cell(`${c.weight} %`), cell(`${c.scale_min} – ${c.scale_max}`), cell(two(c.mean))]),
          [cell('Puntaje ponderado (0 – 100)', true), cell(''), cell(''), cell(two(a.score), true)],
          [cell('Puntaje mínimo aprobatorio de la convocatoria', true), cell(''), cell(''), cell(a.passingScore === null ? 'Sin definir' : two(a.passingScore))],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: `Evaluaciones consideradas: ${o.evaluations.length}.`, margin: [0, 4, 0, 0], color: '#444' },
    ...(a.score !== null && a.passingScore !== null && a.score < a.passingScore
      ? [{ text: 'El puntaje ponderado es inferior al mínimo aprobatorio: la aprobación se decidió como excepción, con la justificación que sigue.', margin: [0, 4, 0, 0], bold: true } as Content]
      : []),
    { text: '3. Decisión', style: 'h2' },
    { text: [{ text: 'Decisión: ', bold: true }, 'Aprobado'] },
    { text: [{ text: 'Fecha: ', bold: true }, longDate(day)] },
    { text: 'Justificación', bold: true, margin: [0, 6, 0, 2] },
    { text: a.justification },
    { text: '\n\n\n______________________________\nDirector(a) de Investigación', alignment: 'center', margin: [0, 30, 0, 0] },
  ];
  return renderPdf(brandedDocument(brand, { title: `Acta de Aprobación ${approvalNumber(a)} - Proyecto N.º ${p.id}`, subject: p.title, content }));
}
