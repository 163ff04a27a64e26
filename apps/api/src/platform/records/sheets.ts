import type { DbOrTx } from '../../db/transaction';
import { excelSheet, type TExcelColumn, type TSheetCells } from '../../lib/excel';
import { batchedRows } from '../bulk-downloads';

/** Reads one sheet's rows for a batch of record ids. */
export type TSheetQuery<R> = (db: DbOrTx, ids: number[]) => Promise<R[]>;

/**
 * The one sheet writer of a selection's workbook (the strategies' and projects' Excel): each sheet
 * is a name, its columns and the query of its rows, read `batch` records at a time, in the
 * selection's order, and only when the sheet before it is complete (lib/excel.ts sendWorkbook).
 */
export const selectionSheets = (db: DbOrTx, ids: readonly number[], batch: number) =>
  <R>(name: string, columns: TExcelColumn<R>[], query: TSheetQuery<R>): TSheetCells =>
    excelSheet({ name, columns, batches: batchedRows(db, ids, batch, query) });
