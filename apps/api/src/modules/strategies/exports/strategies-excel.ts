import { STRATEGY_FIELD_LABELS as L } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { excelCells as cells, excelColumn as col, wallClockCell as day, type TExcelCell, type TExcelColumn, type TSheetCells } from '../../../lib/excel';
import { selectionSheets } from '../../../platform/records/sheets';
import type { TContactReader } from '../../people';
import { activityRows, actorRows, productRows, strategyRows, type TActivityExportRow, type TActorExportRow, type TProductExportRow, type TStrategyExportRow } from './strategy-rows';

/**
 * Strategies read per query. The live data of a batch is small either way; what grows with the batch is
 * the garbage the server makes between two collections (each batch's rows, cells and XML are alive while
 * it is written, so they outlive young collections): at 500 the Excel of 10,000 strategies raised the
 * resident set by about 120 MB, at 100 by about 35 MB, at no cost in time (issue 46).
 */
export const EXPORT_BATCH = 100;

const list = (xs: string[]) => xs.join(', ');
const yesNo = (b: boolean) => (b ? 'Sí' : 'No');

// A list of up to 500 names may pass a cell's limit: lib/excel.ts cuts every cell of every workbook.

type TRow = TStrategyExportRow;
/**
 * A column of one of the strategy's own fields: headed by the label the form and the 'Historial'
 * give the field (shared STRATEGY_FIELD_LABELS), holding the row's cell of the same name, shown by
 * `show` when it is not a cell as it is (a list, a date, a yes/no).
 */
function field<K extends { [P in keyof TRow]: TRow[P] extends TExcelCell ? P : never }[keyof TRow] & string>(key: K, width: number): TExcelColumn<TRow>;
function field<K extends keyof TRow & string>(key: K, width: number, show: (cell: TRow[K]) => TExcelCell): TExcelColumn<TRow>;
function field(key: keyof TRow & string, width: number, show: (cell: unknown) => TExcelCell = (cell) => cell as TExcelCell) {
  return col<TRow>(L[key]!, (r) => show(r[key]), width);
}

export const STRATEGY_COLUMNS: TExcelColumn<TRow>[] = [
  ...cells<TRow>({ id: ['Id', 8] }),
  col('Fecha de Creación', (r) => day(r.created_at), 18),
  col('Fecha de Vencimiento', (r) => day(r.expiration_date), 14),
  ...cells<TRow>({ strategy: ['Tipo de Estrategia', 26], sectional: ['Seccional', 26] }),
  col('Divisiones', (r) => list(r.divisions), 30),
  col('Facultades', (r) => list(r.faculties), 30),
  col('Programas', (r) => list(r.programs), 30),
  // The leader: who they are, how to reach them, where they work.
  ...cells<TRow>({ leader_name: ['Docente Líder', 30], leader_type_id: ['Tipo de Identificación del Líder', 12], leader_identification: ['Identificación del Líder', 16] }),
  ...cells<TRow>({ leader_email: ['Correo del Líder', 30], leader_mobile: ['Celular del Líder', 16] }),
  ...cells<TRow>({ leader_group: ['Grupo de Investigación del Líder', 30], leader_faculty: ['Facultad del Líder', 30] }),
  // Whose record it is, and where it stands.
  ...cells<TRow>({ user_name: ['Docente', 30], user_username: ['Usuario', 18], name: ['Nombre', 40], state: ['Estado', 12], period: ['Periodo', 16] }),
  field('duration', 10),
  field('overall_objective', 40),
  field('specific_goal', 40),
  field('methodology', 40),
  col('Núcleo Problémico / Problema Social', (r) => r.problem_nucleus, 40),
  field('conformation_date', 14, day),
  field('reward', 30),
  field('entity', 30),
  field('research_hotbed', 30),
  field('proyect_name', 30),
  field('academic_period', 14),
  field('subjects', 30, list),
  field('investigation_lines', 30, list),
  field('action_fields', 30, list),
  ...cells<TRow>({ actors: ['Número de Actores', 10], products: ['Número de Productos', 10], activities: ['Número de Actividades', 10] }),
  field('approvement_letter', 10, yesNo),
  field('final_report', 10, yesNo),
];

type TActor = TActorExportRow;
const ACTOR_COLUMNS: TExcelColumn<TActor>[] = [
  ...cells<TActor>({ strategy_id: ['Id Estrategia', 10], type: ['Tipo de Actor', 18], state: ['Estado', 10] }),
  // The person: who they are and how to reach them.
  ...cells<TActor>({ type_id: ['Tipo de Identificación', 10], identification: ['Identificación', 16], name: ['Nombre', 30] }),
  ...cells<TActor>({ email: ['Correo', 30], mobile: ['Celular', 16] }),
  // A lecturer's, student's or graduate's place in the university.
  ...cells<TActor>({ rol: ['Rol', 14], link: ['Vinculación', 18], sectional: ['Seccional', 24], faculty: ['Facultad', 24] }),
  ...cells<TActor>({ investigation_group: ['Grupo de Investigación', 24], program: ['Programa', 24], semester: ['Semestre', 10] }),
  col('Programas de Egreso', (r) => list(r.graduate_programs), 30),
  // An organisation: its name, contact and sector, and where it is.
  ...cells<TActor>({ entity_name: ['Entidad', 24], actor_name: ['Nombre del Contacto', 24], actor_position: ['Cargo', 20] }),
  ...cells<TActor>({ sector: ['Sector', 10], economic_sector: ['Sector Económico', 24], country: ['País', 16], city: ['Ciudad', 16] }),
  // Research profiles.
  ...cells<TActor>({ cvlac: ['CvLAC', 24], orcid: ['ORCID', 20], goo_academico: ['Google Académico', 24] }),
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
