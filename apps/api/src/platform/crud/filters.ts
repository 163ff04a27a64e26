import { and, between, eq, gte, isNull, lt, lte, not, notBetween, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOUNDS,
  CAT_MSG,
  FILTER_OPERATIONS_BY_TYPE,
  MSG,
  isRangeOperation,
  type TFilter,
  type TFilterFieldType,
  type TFilterOperation,
} from '@siiicca/shared';
import { folded, foldedContains } from '../../db/fold';
import { badRequest } from '../../lib/app-error';

/**
 * A field a list may be filtered by: its type (which operations and values it takes) and either
 * its column (one value per row), or `any`, for a field a row holds several values of (a
 * strategy's faculties): given the condition on one value, the condition that ANY of the row's
 * values meets it, e.g. `exists (select 1 from pivot join names ... where ${match(names.name)})`.
 * The negated operations ('No Parecido', 'No Entre') then mean that NONE of them does.
 * `when`, for a select whose options are conditions (En mora: 'Sí', 'No'): each option's own
 * condition, written so the planner sees it (an `exists`, its `not exists`), rather than a column
 * computed per row and compared with the option's text.
 */
export type TFilterable = { type: TFilterFieldType; options?: readonly string[] } & (
  | { column: AnyPgColumn | SQL; any?: never; day?: never; when?: never }
  | { any: (match: (value: SQL) => SQL) => SQL; column?: never; day?: never; when?: never }
  | { day: TDayOf; column?: never; any?: never; when?: never }
  | { when: Readonly<Record<string, SQL>>; column?: never; any?: never; day?: never }
);
/**
 * A 'date' field that is the calendar day of a timestamp in a time zone (a creation date in Bogotá):
 * compared as a range of the timestamp itself, so its index serves it (the day's expression would not).
 */
export type TDayOf = { instant: AnyPgColumn; timeZone: string };
export type TFilterableFields = Record<string, TFilterable>;

type Value = string | number | boolean;

/** The filter type of a Drizzle column, or null when its values cannot be filtered (json, timestamps...). */
function typeOfColumn(column: AnyPgColumn): Pick<TFilterable, 'type' | 'options'> | null {
  const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
  switch (column.columnType) {
    case 'PgText':
    case 'PgVarchar':
      return enumValues?.length ? { type: 'select', options: enumValues } : { type: 'text' };
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
      return { type: 'number' };
    case 'PgBoolean':
      return { type: 'boolean' };
    case 'PgDateString':
    case 'PgDate':
      return { type: 'date' };
    default:
      return null;
  }
}

/**
 * Every plain field of a list, typed from its column, plus its text expressions (a joined name such
 * as a city's department): what a catalogue may be filtered by unless it declares otherwise.
 */
export function filterableFields(fields: Record<string, AnyPgColumn>, expressions: Record<string, AnyPgColumn | SQL> = {}): TFilterableFields {
  const out: TFilterableFields = {};
  for (const [name, column] of Object.entries(fields)) {
    const typed = typeOfColumn(column);
    if (typed) out[name] = { ...typed, column };
  }
  for (const [name, column] of Object.entries(expressions)) {
    if (!(name in out)) out[name] = { type: 'text', column };
  }
  return out;
}

/** The filters as one SQL condition with bound parameters; a filter the list cannot apply is a 400. */
export function filtersWhere(filters: TFilter[] | undefined, allowed: TFilterableFields): SQL | undefined {
  if (!filters?.length) return undefined;
  return and(...filters.map((f, i) => filterSql(f, allowed, `filters.${i}`)));
}

const refuse = (path: string, message: string): never => {
  throw badRequest(message, { [path]: [message] });
};

function filterSql(f: TFilter, allowed: TFilterableFields, path: string): SQL {
  const target = Object.hasOwn(allowed, f.field) ? allowed[f.field] : undefined;
  if (!target) return refuse(`${path}.field`, MSG.filterUnknownField);
  if (!FILTER_OPERATIONS_BY_TYPE[target.type].includes(f.operation)) return refuse(`${path}.operation`, MSG.filterOperationNotAllowed);
  const start = typed(target, f.value, `${path}.value`);
  const end = isRangeOperation(f.operation) ? typed(target, f.value_end, `${path}.value_end`) : undefined;
  if (end !== undefined && end < start) {
    refuse(`${path}.value_end`, target.type === 'date' ? CAT_MSG.endBeforeStart : MSG.filterRangeInverted);
  }
  if (target.when) return Object.hasOwn(target.when, String(start)) ? target.when[String(start)]! : refuse(`${path}.value`, MSG.invalidValue);
  if (target.day) return dayRange(target.day, f.operation, String(start), end === undefined ? undefined : String(end));
  const match = (value: AnyPgColumn | SQL) => matches(value as SQL, f.operation, target.type, start, end);
  if (target.any) {
    // Several values per row: a negated operation holds when no value meets its positive form.
    const positive = NEGATION_OF[f.operation];
    return positive ? not(target.any((v) => matches(v, positive, target.type, start, end))) : target.any(match);
  }
  if (f.operation === 'No Parecido') return or(isNull(target.column), match(target.column))!;
  return match(target.column);
}

/** The positive operation a negated one denies. */
const NEGATION_OF: Partial<Record<TFilterOperation, TFilterOperation>> = { 'No Parecido': 'Parecido', 'No Entre': 'Entre' };

/**
 * One value meets the operation. A column or an expression: drizzle's operators bind the values
 * either way (through the column's own encoder when it is one), so one signature serves both.
 */
function matches(column: SQL, operation: TFilterOperation, type: TFilterFieldType, start: Value, end: Value | undefined): SQL {
  switch (operation) {
    case 'Igual':
      return type === 'text' ? eq(folded(column), folded(sql`${String(start)}`)) : eq(column, start);
    case 'Menor o Igual':
      return lte(column, start);
    case 'Mayor o Igual':
      return gte(column, start);
    case 'Entre':
      return between(column, start, end);
    case 'No Entre':
      return notBetween(column, start, end);
    case 'Parecido':
      return foldedContains(column, String(start));
    case 'No Parecido':
      return not(foldedContains(column, String(start)));
  }
}

/** A date operation on the day of `instant` in its time zone, as a range of instants [first moment, next day's). */
function dayRange({ instant, timeZone }: TDayOf, operation: TFilterOperation, start: string, end: string | undefined): SQL {
  const from = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const until = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  switch (operation) {
    case 'Igual':
      return and(gte(instant, from(start)), lt(instant, until(start)))!;
    case 'Menor o Igual':
      return lt(instant, until(start));
    case 'Mayor o Igual':
      return gte(instant, from(start));
    case 'Entre':
      return and(gte(instant, from(start)), lt(instant, until(end!)))!;
    case 'No Entre':
      return or(lt(instant, from(start)), gte(instant, until(end!)))!;
    default:
      // The text operations: FILTER_OPERATIONS_BY_TYPE.date refused them already.
      return refuse('filters', MSG.filterOperationNotAllowed);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value as the field's type holds it, or a 400 naming what is wrong with it. */
function typed(target: TFilterable, value: Value | undefined, path: string): Value {
  if (value === undefined) return refuse(path, MSG.filterEndRequired);
  switch (target.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n)) return refuse(path, MSG.invalidNumber);
      if (Math.abs(n) > BOUNDS.intMax) return refuse(path, MSG.outOfRange);
      return n;
    }
    case 'date': {
      const d = String(value);
      // A real calendar day: '2026-02-30' parses in JavaScript (as March 2nd) but is refused here.
      const real = DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
      if (typeof value !== 'string' || !real) return refuse(path, CAT_MSG.invalidDate);
      if (d < BOUNDS.dateMin || d > BOUNDS.dateMax) return refuse(path, MSG.dateOutOfRange);
      return d;
    }
    case 'boolean': {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return refuse(path, MSG.invalidValue);
    }
    case 'select': {
      const text = String(value);
      if (target.options && !target.options.includes(text)) return refuse(path, MSG.invalidValue);
      return text;
    }
    case 'text':
      return String(value);
  }
}
