import type { Content } from 'pdfmake/interfaces';
import { todayInBogota } from '@siiicca/shared';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import {
  draftNotice,
  draftWatermark,
  facts,
  idOf,
  linkLabel,
  longDate,
  nameAndGroup,
  none,
  principalOf,
  resultsByFamily,
  roleOf,
  signatures,
  table,
  totalHours,
} from './document-parts';
import type { TProjectDocumentData } from './project-document-data';

/** The record's number: 'AI-<year of issue>-<project id, 6 digits>' (one start record per project). */
export const startRecordNumber = (id: number, today: string) => `AI-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`;

/**
 * The project's start date: the day it was sent (Bogotá), or, for a project not sent yet, the day the
 * record is issued; the record says which.
 */
export function startDate(p: TProjectDocumentData, today: string) {
  return p.sent_at
    ? { date: p.sent_at.slice(0, 10), basis: 'fecha de envío del proyecto a la convocatoria' }
    : { date: today, basis: 'fecha de expedición de esta acta; el proyecto aún no ha sido enviado' };
}

/** The place the record is issued: the project's sectional, else the principal investigator's city. */
export const placeOf = (p: TProjectDocumentData) => p.sectional ?? principalOf(p)?.city ?? null;

/**
 * The start record (Acta de Inicio) of one project as pdfmake content: number, place and date, the
 * project and its call, the start date, the team with roles and payroll hours, the allies, the
 * committed products by family, and the signature lines of the principal investigator, the research
 * director and the dean.
 */
export function startRecordContent(p: TProjectDocumentData, institution: string, today: string): Content[] {
  const principal = principalOf(p);
  const start = startDate(p, today);
  const place = placeOf(p);
  return [
    ...draftNotice(p),
    { text: 'ACTA DE INICIO DE PROYECTO DE INVESTIGACIÓN', style: 'h1', alignment: 'center' },
    { text: `Acta N.º ${startRecordNumber(p.id, today)}`, alignment: 'center', bold: true, margin: [0, 0, 0, 2] },
    { text: `${place ? `${place}, ` : ''}${longDate(today)}`, alignment: 'center', color: '#444', margin: [0, 0, 0, 10] },
    {
      text: [
        'Por medio de la presente acta, la Unidad de Investigación de la ',
        { text: institution, bold: true },
        ' da inicio formal al proyecto de investigación ',
        { text: `«${p.title}»`, bold: true },
        ', presentado a la convocatoria ',
        { text: `«${p.announcement.name}»`, bold: true },
        ', bajo la dirección del Investigador Principal ',
        { text: principal?.name ?? '—', bold: true },
        ', con el equipo y los productos comprometidos que se relacionan a continuación.',
      ],
      lineHeight: 1.2,
      margin: [0, 0, 0, 6],
    },
    { text: '1. Datos del Proyecto', style: 'h2' },
    facts([
      ['Código del Proyecto', p.id],
      ['Título', p.title],
      ['Convocatoria', `${p.announcement.name} (${p.announcement.type}), del ${longDate(p.announcement.fecha_inicio)} al ${longDate(p.announcement.fecha_fin)}`],
      ['Seccional', p.sectional],
      ['Intensidad Horaria', p.hours === null ? null : `${p.hours} horas semanales`],
      ['Fecha de inicio', `${longDate(start.date)} (${start.basis})`],
      ['Estado del Proyecto', p.state],
    ]),
    { text: '2. Equipo de Investigación', style: 'h2' },
    p.internal.length
      ? table(
          ['Nombre y Grupo de Investigación', 'Identificación', 'Rol', 'Vinculación', 'Horas de Nómina'],
          p.internal.map((i) => [nameAndGroup(i), idOf(i), roleOf(i), linkLabel(i), i.payroll_hours]),
          ['*', 78, 72, 58, 44],
          { label: 'Total horas de nómina', value: totalHours(p) },
        )
      : none('Sin investigadores registrados.'),
    { text: '3. Aliados Externos', style: 'h2' },
    p.external.length
      ? table(
          ['Nombre', 'Identificación', 'Entidad', 'Interlocutor'],
          p.external.map((i) => [i.name, idOf(i), i.entity ? `${i.entity.name} (NIT ${i.entity.nit})` : null, i.interlocutor]),
          ['*', 78, '*', 90],
        )
      : none('El proyecto no tiene aliados externos.'),
    { text: '4. Productos Comprometidos', style: 'h2' },
    ...resultsByFamily(p.results),
    signatures(
      [
        { name: principal?.name, role: 'Investigador Principal', detail: principal ? idOf(principal) : null },
        { role: 'Director(a) de Investigación', detail: institution },
        { role: 'Decano(a) de Facultad', detail: principal?.faculty ?? null },
      ],
      {
        text:
          'El equipo de investigación se compromete a ejecutar el proyecto según lo aquí establecido y a entregar los productos ' +
          'comprometidos. En constancia se firma en la fecha indicada.',
        margin: [0, 0, 0, 0],
      },
    ),
  ];
}

/** The start record of one project, as a PDF (a draft's carries 'BORRADOR – sin validez'). */
export function startRecordPdf(p: TProjectDocumentData, brand: TBrand, today = todayInBogota()): Promise<Buffer> {
  return renderPdf({
    ...brandedDocument(brand, { title: `Acta de Inicio - Proyecto N.º ${p.id}`, subject: p.title, content: startRecordContent(p, brand.institutionName, today) }),
    ...draftWatermark(p),
  });
}
