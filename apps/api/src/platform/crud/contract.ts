import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contractMismatches, leftOut, shapeOf } from '@siiicca/shared';
import type { TCrudSpec } from './spec';

/**
 * Where a list resource's three descriptions of one record disagree: the write schema, the row
 * schema every read answers with, and the table's columns (NOT NULL or not). Empty when they agree.
 * registerCrudRoutes refuses to start on a mismatch, so a record the write route accepts can always
 * be listed, selected and exported (issue 15), and a nullable column can never break a list.
 */
export function specContractMismatches(spec: TCrudSpec): string[] {
  const { def } = spec;
  const problems = [
    ...contractMismatches(def.createSchema, def.rowSchema, { allFields: true }),
    ...contractMismatches(def.updateSchema, def.rowSchema, { allFields: true }),
  ];
  const write = shapeOf(def.createSchema);
  const read = shapeOf(def.rowSchema);
  const tableColumns = new Set(Object.values(getTableColumns(spec.table)));
  for (const [field, column] of Object.entries(spec.fields) as [string, PgColumn][]) {
    if (!tableColumns.has(column)) continue; // a joined table's column: its own catalogue checks it
    const row = read[field];
    if (!row) {
      problems.push(`${field}: a column of the record but missing from the row schema`);
      continue;
    }
    if (!column.notNull) {
      if (!row.safeParse(null).success) problems.push(`${field}: column ${column.name} may be null but the row schema refuses null`);
      continue;
    }
    if (row.safeParse(null).success) problems.push(`${field}: column ${column.name} is NOT NULL but the row schema is nullable`);
    const written = write[field];
    const absent = written ? leftOut(written) : { required: false as const, value: undefined };
    const sentNull = written?.safeParse(null);
    const storesNull = !absent.required && (absent.value === null || (absent.value === undefined && !column.hasDefault));
    if (storesNull || (sentNull?.success && sentNull.data === null)) {
      problems.push(`${field}: may be left empty but column ${column.name} is NOT NULL without a default`);
    }
  }
  return [...new Set(problems)];
}
