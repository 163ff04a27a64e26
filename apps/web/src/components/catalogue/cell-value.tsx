import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { TRow } from './types';

/**
 * What the grid would show in a column's cell, for the card view (where there is no grid): the
 * column's valueGetter, then its renderCell or valueFormatter. The catalogue columns read only the
 * value and the row; the grid API they are also given is not there, hence the empty reference.
 */
export function cellValue(column: GridColDef, row: TRow): ReactNode {
  const noApi = { current: null } as never;
  const raw = row[column.field] as never;
  const value = column.valueGetter ? column.valueGetter(raw, row, column, noApi) : raw;
  const formatted = column.valueFormatter ? column.valueFormatter(value as never, row, column, noApi) : value;
  if (column.renderCell) {
    return column.renderCell({ value, formattedValue: formatted, row, id: row.id, field: column.field, colDef: column } as never);
  }
  return formatted === null || formatted === undefined ? '' : String(formatted);
}
