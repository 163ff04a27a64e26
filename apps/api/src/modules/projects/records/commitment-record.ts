import type { Content } from 'pdfmake/interfaces';
import { PRODUCT_FAMILY_LABELS, todayInBogota } from '@siiicca/shared';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import { draftNotice, draftWatermark, facts, idOf, longDate, none, principalOf, roleOf, signatures, table, totalHours } from './document-parts';
import type { TProjectDocumentData } from './project-document-data';
import { placeOf } from './start-record';

/** The record's number: 'AC-<year of issue>-<project id, 6 digits>'. */
export const commitmentRecordNumber = (id: number, today: string) => `AC-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** What every investigator of the team undertakes, besides the products. */
export const COMMITMENT_OBLIGATIONS = (institution: string) => [
  'Entregar a la Unidad de Investigación los informes de avance y el informe final del proyecto en las fechas que ella establezca, con los soportes de cada producto.',
  `Reconocer a la ${institution} como institución financiadora y dar los créditos correspondientes en todas las publicaciones, ponencias y demás productos derivados del proyecto.`,
  'Cumplir las horas de nómina asignadas al proyecto a cada investigador, según la tabla del equipo de esta acta.',
  'Informar por escrito a la Unidad de Investigación cualquier cambio en el equipo, el cronograma o los productos comprometidos, antes de realizarlo.',
  'Respetar las normas de propiedad intelectual, ética de la investigación y manejo de datos personales de la institución.',
];

/**
 * The commitment record (Acta de Compromiso) of one project as pdfmake content: what the principal
 * investigator and the team commit to deliver (each result with its quantity), their obligations,
 * the team with roles and payroll hours, and a signature line for each internal investigator.
 */
export function commitmentRecordContent(p: TProjectDocumentData, institution: string, today: string): Content[] {
  const principal = principalOf(p);
  const place = placeOf(p);
  return [
    ...draftNotice(p),
    { text: 'ACTA DE COMPROMISO', style: 'h1', alignment: 'center' },
    { text: 'PROYECTO DE INVESTIGACIÓN', alignment: 'center', bold: true },
    { text: `Acta N.º ${commitmentRecordNumber(p.id, today)}`, alignment: 'center', bold: true, margin: [0, 2, 0, 2] },
    { text: `${place ? `${place}, ` : ''}${longDate(today)}`, alignment: 'center', color: '#444', margin: [0, 0, 0, 10] },
    facts([
      ['Proyecto', `${p.title} (código ${p.id})`],
      ['Convocatoria', p.announcement.name],
      ['Investigador Principal', principal ? `${principal.name} (${idOf(principal)})` : null],
      ['Intensidad Horaria', p.hours === null ? null : `${p.hours} horas semanales`],
    ], 130),
    {
      text: [
        'Los abajo firmantes, ',
        { text: principal?.name ?? '—', bold: true },
        ' en calidad de Investigador Principal y los demás miembros del equipo de investigación de la ',
        { text: institution, bold: true },
        ', nos comprometemos a ejecutar el proyecto ',
        { text: `«${p.title}»`, bold: true },
        ' y a entregar los siguientes productos:',
      ],
      lineHeight: 1.2,
      margin: [0, 6, 0, 6],
    },
    { text: '1. Productos que se Compromete a Entregar', style: 'h2' },
    p.results.length
      ? table(
          ['Familia', 'Tipo de Producto', 'Producto', 'Cantidad'],
          p.results.map((r) => [r.family ? PRODUCT_FAMILY_LABELS[r.family] : 'Otros productos', r.product_type, r.product, r.quantity]),
          ['*', '*', '*', 50],
        )
      : none('Sin productos registrados.'),
    { text: '2. Obligaciones del Equipo', style: 'h2' },
    { ol: COMMITMENT_OBLIGATIONS(institution).map((o) => ({ text: o, margin: [0, 0, 0, 3] })), alignment: 'justify', margin: [0, 0, 0, 6] },
    { text: '3. Equipo de Investigación', style: 'h2' },
    p.internal.length
      ? table(
          ['Nombre', 'Identificación', 'Rol', 'Horas de Nómina'],
          p.internal.map((i) => [i.name, idOf(i), roleOf(i), i.payroll_hours]),
          ['*', 90, 100, 60],
          { label: 'Total horas de nómina', value: totalHours(p) },
        )
      : none('Sin investigadores registrados.'),
    signatures(
      p.internal.map((i) => ({ name: i.name, role: roleOf(i), detail: idOf(i) })),
      { text: 'En constancia de lo anterior, firman los investigadores de la institución en la fecha indicada.' },
    ),
  ];
}

/** The commitment record of one project, as a PDF (a draft's carries 'BORRADOR – sin validez'). */
export function commitmentRecordPdf(p: TProjectDocumentData, brand: TBrand, today = todayInBogota()): Promise<Buffer> {
  return renderPdf({
    ...brandedDocument(brand, {
      title: `Acta de Compromiso - Proyecto N.º ${p.id}`,
      subject: p.title,
      content: commitmentRecordContent(p, brand.institutionName, today),
    }),
    ...draftWatermark(p),
  });
}
