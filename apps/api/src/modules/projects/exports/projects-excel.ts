import { EMPLOYMENT_LINK_LABELS, INVESTIGATOR_FIELD_LABELS as L, PRODUCT_FAMILY_LABELS } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { excelColumn as col, wallClockCell as instant, type TExcelColumn, type TSheetCells } from '../../../lib/excel';
import { selectionSheets } from '../../../platform/records/sheets';
import type { TContactReader } from '../../people';
import {
  allyRows,
  documentRows,
  investigatorRows,
  projectRows,
  resultRows,
  type TAllyExportRow,
  type TDocumentExportRow,
  type TInvestigatorExportRow,
  type TPersonExportCells,
  type TProjectExportRow,
  type TResultExportRow,
} from './project-rows';

/** Projects read per query: a batch of rows and their children stays well under a few MB. */
export const PROJECT_EXPORT_BATCH = 500;

const ID = 'Id Proyecto';

const PROJECT_COLUMNS: TExcelColumn<TProjectExportRow>[] = [
  col('Id', (r) => r.id, 8),
  col('Convocatoria', (r) => r.announcement, 36),
  col('Título', (r) => r.title, 50),
  col('Seccional', (r) => r.sectional, 26),
  col('Estado', (r) => r.state, 12),
  col('Intensidad Horaria', (r) => r.hours, 12),
  col('Investigador Principal', (r) => r.principal, 30),
  col('Docente', (r) => r.user_name, 30),
  col('Fecha de Creación', (r) => instant(r.created_at), 18),
  col('Fecha de Envío', (r) => instant(r.sent_at), 18),
  col('Total Horas de Nómina', (r) => r.payroll_hours, 12),
];

/** The person of an investigator or an ally: the same columns, in the same order, on both sheets. */
const personColumns = <R extends TPersonExportCells>(): TExcelColumn<R>[] => [
  col(L['third.type_id']!, (r) => r.type_id, 10),
  col(L['third.identification']!, (r) => r.identification, 16),
  col(L['third.name']!, (r) => r.name, 30),
  col(L['third.email']!, (r) => r.email, 30),
  col(L['third.mobile']!, (r) => r.mobile, 16),
  col(L.city!, (r) => r.city, 16),
  col(L.training!, (r) => r.training, 16),
];

const INVESTIGATOR_COLUMNS: TExcelColumn<TInvestigatorExportRow>[] = [
  col(ID, (r) => r.project_id, 10),
  col(L.type_investigator!, (r) => r.type_investigator, 16),
  ...personColumns<TInvestigatorExportRow>(),
  col(L.link!, (r) => (r.link ? (EMPLOYMENT_LINK_LABELS[r.link] ?? r.link) : null), 16),
  col(L.colciencias!, (r) => r.colciencias, 12),
  col(L.payroll_hours!, (r) => r.payroll_hours, 10),
  col(L.sectional_id!, (r) => r.sectional, 24),
  col(L.investigation_group_id!, (r) => r.investigation_group, 30),
  col(L.faculty_id!, (r) => r.faculty, 30),
  col(L['third.cvlac']!, (r) => r.cvlac, 30),
  col(L['third.orcid']!, (r) => r.orcid, 22),
  col(L['third.gooAcademico']!, (r) => r.goo_academico, 30),
];

const ALLY_COLUMNS: TExcelColumn<TAllyExportRow>[] = [
  col(ID, (r) => r.project_id, 10),
  ...personColumns<TAllyExportRow>(),
  col(L['entity.nit']!, (r) => r.entity_nit, 16),
  col(L['entity.name']!, (r) => r.entity_name, 30),
  col(L['entity.representative']!, (r) => r.representative, 26),
  col(L['entity.country_id']!, (r) => r.country, 16),
  col(L['entity.web_page']!, (r) => r.web_page, 30),
  col(L.interlocutor!, (r) => r.interlocutor, 26),
  col(L.contact!, (r) => r.contact, 18),
];

const DOCUMENT_COLUMNS: TExcelColumn<TDocumentExportRow>[] = [
  col(ID, (r) => r.project_id, 10),
  col('Documento de la Convocatoria', (r) => r.document, 40),
  col('Archivo', (r) => r.file, 40),
  col('Tamaño (bytes)', (r) => r.size, 14),
  col('Cargado', (r) => instant(r.uploaded_at), 18),
];

const RESULT_COLUMNS: TExcelColumn<TResultExportRow>[] = [
  col(ID, (r) => r.project_id, 10),
  col('Familia', (r) => (r.family ? PRODUCT_FAMILY_LABELS[r.family] : null), 40),
  col('Tipo de Producto', (r) => r.product_type, 36),
  col('Producto', (r) => r.product, 50),
  col('Cantidad', (r) => r.quantity, 10),
];

/**
 * The workbook of a selection of projects (spec section 7 getexcel): 'Proyectos' (one row each),
 * then 'Investigadores' (internal), 'Aliados' (external, with their entities), 'Documentos' and
 * 'Resultados', each row keyed by 'Id Proyecto'. Rows are read in batches of PROJECT_EXPORT_BATCH projects.
 */
export function projectWorkbook(db: DbOrTx, ids: readonly number[], reader: TContactReader): TSheetCells[] {
  const sheet = selectionSheets(db, ids, PROJECT_EXPORT_BATCH);
  return [
    sheet('Proyectos', PROJECT_COLUMNS, projectRows),
    sheet('Investigadores', INVESTIGATOR_COLUMNS, (d, b) => investigatorRows(d, b, reader)),
    sheet('Aliados', ALLY_COLUMNS, (d, b) => allyRows(d, b, reader)),
    sheet('Documentos', DOCUMENT_COLUMNS, documentRows),
    sheet('Resultados', RESULT_COLUMNS, resultRows),
  ];
}
