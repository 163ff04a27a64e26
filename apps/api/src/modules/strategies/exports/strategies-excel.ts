import { STRATEGY_FIELD_LABELS as L } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { excelColumn as col, wallClockCell as day, type TExcelColumn, type TSheetCells } from '../../../lib/excel';
import { selectionSheets } from '../../../platform/records/sheets';
import type { TContactReader } from '../../people';
import { activityRows, actorRows, productRows, strategyRows, type TActivityExportRow, type TActorExportRow, type TProductExportRow, type TStrategyExportRow } from './strategy-rows';

/** Strategies read per query: a batch of rows and their children stays well under a few MB. */
export const EXPORT_BATCH = 500;

const list = (xs: string[]) => xs.join(', ');
const yesNo = (b: boolean) => (b ? 'Sí' : 'No');
// A list of up to 500 names may pass a cell's limit: lib/excel.ts cuts every cell of every workbook.

export const STRATEGY_COLUMNS: TExcelColumn<TStrategyExportRow>[] = [
  col('Id', (r) => r.id, 8),
  col('Fecha de Creación', (r) => day(r.created_at), 18),
  col('Fecha de Vencimiento', (r) => day(r.expiration_date), 14),
  col('Tipo de Estrategia', (r) => r.strategy, 26),
  col('Seccional', (r) => r.sectional, 26),
  col('Divisiones', (r) => list(r.divisions), 30),
  col('Facultades', (r) => list(r.faculties), 30),
  col('Programas', (r) => list(r.programs), 30),
  col('Docente Líder', (r) => r.leader_name, 30),
  col('Tipo de Identificación del Líder', (r) => r.leader_type_id, 12),
  col('Identificación del Líder', (r) => r.leader_identification, 16),
  col('Correo del Líder', (r) => r.leader_email, 30),
  col('Celular del Líder', (r) => r.leader_mobile, 16),
  col('Grupo de Investigación del Líder', (r) => r.leader_group, 30),
  col('Facultad del Líder', (r) => r.leader_faculty, 30),
  col('Docente', (r) => r.user_name, 30),
  col('Usuario', (r) => r.user_username, 18),
  col('Nombre', (r) => r.name, 40),
  col('Estado', (r) => r.state, 12),
  col('Periodo', (r) => r.period, 16),
  col(L.duration!, (r) => r.duration, 10),
  col(L.overall_objective!, (r) => r.overall_objective, 40),
  col(L.specific_goal!, (r) => r.specific_goal, 40),
  col(L.methodology!, (r) => r.methodology, 40),
  col('Núcleo Problémico / Problema Social', (r) => r.problem_nucleus, 40),
  col(L.conformation_date!, (r) => day(r.conformation_date), 14),
  col(L.reward!, (r) => r.reward, 30),
  col(L.entity!, (r) => r.entity, 30),
  col(L.research_hotbed!, (r) => r.research_hotbed, 30),
  col(L.proyect_name!, (r) => r.proyect_name, 30),
  col(L.academic_period!, (r) => r.academic_period, 14),
  col(L.subjects!, (r) => list(r.subjects), 30),
  col(L.investigation_lines!, (r) => list(r.investigation_lines), 30),
  col(L.action_fields!, (r) => list(r.action_fields), 30),
  col('Número de Actores', (r) => r.actors, 10),
  col('Número de Productos', (r) => r.products, 10),
  col('Número de Actividades', (r) => r.activities, 10),
  col(L.approvement_letter!, (r) => yesNo(r.approvement_letter), 10),
  col(L.final_report!, (r) => yesNo(r.final_report), 10),
];

const ACTOR_COLUMNS: TExcelColumn<TActorExportRow>[] = [
  col('Id Estrategia', (r) => r.strategy_id, 10),
  col('Tipo de Actor', (r) => r.type, 18),
  col('Estado', (r) => r.state, 10),
  col('Tipo de Identificación', (r) => r.type_id, 10),
  col('Identificación', (r) => r.identification, 16),
  col('Nombre', (r) => r.name, 30),
  col('Correo', (r) => r.email, 30),
  col('Celular', (r) => r.mobile, 16),
  col('Rol', (r) => r.rol, 14),
  col('Vinculación', (r) => r.link, 18),
  col('Seccional', (r) => r.sectional, 24),
  col('Facultad', (r) => r.faculty, 24),
  col('Grupo de Investigación', (r) => r.investigation_group, 24),
  col('Programa', (r) => r.program, 24),
  col('Semestre', (r) => r.semester, 10),
  col('Programas de Egreso', (r) => list(r.graduate_programs), 30),
  col('Entidad', (r) => r.entity_name, 24),
  col('Nombre del Contacto', (r) => r.actor_name, 24),
  col('Cargo', (r) => r.actor_position, 20),
  col('Sector', (r) => r.sector, 10),
  col('Sector Económico', (r) => r.economic_sector, 24),
  col('País', (r) => r.country, 16),
  col('Ciudad', (r) => r.city, 16),
  col('CvLAC', (r) => r.cvlac, 24),
  col('ORCID', (r) => r.orcid, 20),
  col('Google Académico', (r) => r.goo_academico, 24),
];

const PRODUCT_COLUMNS: TExcelColumn<TProductExportRow>[] = [
  col('Id Estrategia', (r) => r.strategy_id, 10),
  col('Id Producto', (r) => r.product_id, 10),
  col('Producto', (r) => r.name, 50),
];

const ACTIVITY_COLUMNS: TExcelColumn<TActivityExportRow>[] = [
  col('Id Estrategia', (r) => r.strategy_id, 10),
  col('N.º', (r) => r.position, 6),
  col('Actividad', (r) => r.description, 80),
];

/**
 * The workbook of a selection: 'Estrategias' (one row each, everything a reviewer reads), then
 * 'Actores', 'Productos' and 'Actividades', each row keyed by 'Id Estrategia'.
 */
export function strategyWorkbook(db: DbOrTx, ids: readonly number[], reader: TContactReader): TSheetCells[] {
  const sheet = selectionSheets(db, ids, EXPORT_BATCH);
  return [
    sheet('Estrategias', STRATEGY_COLUMNS, (d, b) => strategyRows(d, b, reader)),
    sheet('Actores', ACTOR_COLUMNS, (d, b) => actorRows(d, b, reader)),
    sheet('Productos', PRODUCT_COLUMNS, productRows),
    sheet('Actividades', ACTIVITY_COLUMNS, activityRows),
  ];
}
