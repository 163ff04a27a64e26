import type { Content } from 'pdfmake/interfaces';
import type { DbOrTx } from '../../../db/transaction';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import { safeEntryName } from '../../../lib/zip';
import type { ProjectViewer } from '../scope';
import { facts, fileSize, idOf, longDate, linkLabel, nameAndGroup, none, resultsByFamily, roleOf, table, totalHours, when } from './document-parts';
import { projectDocumentData, type TProjectDocumentData } from './project-document-data';

/** The file name of a project's PDF: '<id>_<title>.pdf', the title made safe for any file system. */
export const projectPdfName = (id: number, title: string) => `${id}_${safeEntryName(title, 80, 'proyecto')}.pdf`;

/** What a blind evaluation's reader may see of a project (issue 28): no names, identities or entities of people. */
export type TProjectContentOpts = { blind?: boolean };

function internalTable(p: TProjectDocumentData, blind = false): Content {
  if (p.internal.length === 0) return none('Sin investigadores registrados.');
  if (blind) {
    return table(['Rol', 'Vinculación', 'Categoría', 'Horas de Nómina'], p.internal.map((i) => [roleOf(i), linkLabel(i), i.colciencias, i.payroll_hours]), ['*', 90, 70, 60], {
      label: 'Total horas de nómina',
      value: totalHours(p),
    });
  }
  return table(
    ['Identificación', 'Nombre y Grupo de Investigación', 'Rol', 'Vinculación', 'Categoría', 'Horas de Nómina'],
    p.internal.map((i) => [idOf(i), nameAndGroup(i), roleOf(i), linkLabel(i), i.colciencias, i.payroll_hours]),
    [78, '*', 72, 58, 46, 44],
    { label: 'Total horas de nómina', value: totalHours(p) },
  );
}

function alliesTable(p: TProjectDocumentData, blind = false): Content {
  if (p.external.length === 0) return none('Sin aliados externos.');
  if (blind) return table(['Aliado', 'Ciudad'], p.external.map((i, n) => [`Aliado externo ${n + 1}`, i.city]), ['*', '*']);
  return table(
    ['Identificación', 'Nombre', 'Entidad', 'Interlocutor', 'Contacto', 'Ciudad'],
    p.external.map((i) => [idOf(i), i.name, i.entity ? `${i.entity.name} (NIT ${i.entity.nit})` : null, i.interlocutor, i.contact, i.city]),
    [78, '*', '*', 70, 62, 45],
  );
}

function documentsTable(p: TProjectDocumentData): Content {
  if (p.documents.length === 0) return none('Sin documentos cargados.');
  return table(
    ['Documento', 'Archivo', 'Tamaño', 'Fecha de Carga'],
    p.documents.map((d) => [d.name, d.file, fileSize(d.size), when(d.uploaded_at)]),
    ['*', '*', 55, 75],
  );
}

/** The whole project laid out: call, title, sectional, state and dates, team with hours, allies, documents, results by family. */
export function projectContent(p: TProjectDocumentData, opts: TProjectContentOpts = {}): Content[] {
  return [
    { text: p.title || 'Proyecto sin título', style: 'h1' },
    { text: `Proyecto de Investigación · Id ${p.id}`, color: '#555', margin: [0, 0, 0, 6] },
    { text: 'Estado y Fechas', style: 'h2' },
    facts([
      ['Estado', p.state],
      ['Fecha de Creación', when(p.created_at)],
      ['Fecha de Envío', when(p.sent_at) ?? 'Sin enviar'],
      ...(opts.blind ? [] : [['Docente', p.user_name] as [string, string]]),
    ]),
    { text: 'Convocatoria', style: 'h2' },
    facts([
      ['Nombre', p.announcement.name],
      ['Tipo', p.announcement.type],
      ['Fecha de Inicio', longDate(p.announcement.fecha_inicio)],
      ['Fecha de Cierre', longDate(p.announcement.fecha_fin)],
    ]),
    { text: 'Información General', style: 'h2' },
    facts([
      ['Título', p.title],
      ['Seccional', p.sectional],
      ['Intensidad Horaria', p.hours === null ? null : `${p.hours} horas semanales`],
    ]),
    { text: `Investigadores USTA (${p.internal.length})`, style: 'h2' },
    internalTable(p, opts.blind),
    { text: `Aliados Externos (${p.external.length})`, style: 'h2' },
    alliesTable(p, opts.blind),
    { text: `Documentos (${p.documents.length})`, style: 'h2' },
    documentsTable(p),
    { text: 'Resultados Esperados', style: 'h2' },
    ...resultsByFamily(p.results),
  ];
}

/** A project's PDF from its data (the caller decided who may read it); `blind` leaves people's names out. */
export async function renderProjectPdf(p: TProjectDocumentData, brand: TBrand, opts: TProjectContentOpts = {}) {
  const pdf = await renderPdf(brandedDocument(brand, { title: `Proyecto de Investigación N.º ${p.id}`, subject: p.title, content: projectContent(p, opts) }));
  return { pdf, fileName: projectPdfName(p.id, p.title) };
}

/** The project as a PDF if the viewer may read it, null otherwise. */
export async function projectPdf(db: DbOrTx, viewer: ProjectViewer, id: number, brand: TBrand) {
  const [p] = await projectDocumentData(db, [id], viewer);
  return p ? renderProjectPdf(p, brand) : null;
}
