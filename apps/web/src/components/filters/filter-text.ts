import dayjs from 'dayjs';
import {
  FILTER_OPERATIONS_BY_TYPE,
  FILTERS_MAX,
  ZFilterSchema,
  isRangeOperation,
  type TFilterFieldSpec,
  type TFilterInput,
} from '@siiicca/shared';

/** The fields a list offers: the API's names and their specs (e.g. STRATEGY_FILTER_FIELDS). */
export type TFilterFields = Readonly<Record<string, TFilterFieldSpec>>;

/** The fields the dialog offers: those the list does not filter through a control of its own. */
export const visibleFields = (fields: TFilterFields) => Object.entries(fields).filter(([, spec]) => !spec.hidden);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value as a person reads it: dates as in Colombia, booleans as Sí/No. */
export function valueText(spec: TFilterFieldSpec | undefined, value: TFilterInput['value'] | undefined): string {
  if (value === undefined) return '';
  if (spec?.type === 'date' && typeof value === 'string' && DATE.test(value)) return dayjs(value).format('DD/MM/YYYY');
  if (spec?.type === 'boolean' || typeof value === 'boolean') return String(value) === 'true' ? 'Sí' : 'No';
  return String(value);
}

/** The chip's text: 'Estado Igual Activo', 'Fecha de Creación Entre 01/03/2026 y 31/03/2026'. */
export function filterText(fields: TFilterFields, filter: TFilterInput): string {
  const spec = fields[filter.field];
  const start = valueText(spec, filter.value);
  const range = isRangeOperation(filter.operation) ? ` y ${valueText(spec, filter.value_end)}` : '';
  return `${spec?.label ?? filter.field} ${filter.operation} ${start}${range}`;
}

/**
 * A filter this list can apply, in its canonical shape: a field the dialog offers, an operation of
 * its type, values the shared schema accepts (a select's value among its options, a date a real
 * day, a number a whole one), and the end value only for the ranges. Anything else is null.
 */
export function canonicalFilter(fields: TFilterFields, input: unknown): TFilterInput | null {
  const parsed = ZFilterSchema.safeParse(input);
  if (!parsed.success) return null;
  const f = parsed.data;
  const spec = Object.hasOwn(fields, f.field) ? fields[f.field] : undefined;
  if (!spec || spec.hidden || !FILTER_OPERATIONS_BY_TYPE[spec.type].includes(f.operation)) return null;
  const start = typedValue(spec, f.value);
  if (start === null) return null;
  if (!isRangeOperation(f.operation)) return { field: f.field, operation: f.operation, value: start };
  const end = typedValue(spec, f.value_end);
  if (end === null || end < start) return null;
  return { field: f.field, operation: f.operation, value: start, value_end: end };
}

/** The value as the field's type holds it (what the API takes), or null when it is not one. */
export function typedValue(spec: TFilterFieldSpec, value: TFilterInput['value'] | undefined): string | number | boolean | null {
  if (value === undefined) return null;
  switch (spec.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : /^-?\d{1,10}$/.test(String(value)) ? Number(value) : NaN;
      return Number.isSafeInteger(n) ? n : null;
    }
    case 'date':
      return typeof value === 'string' && DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : null;
    case 'boolean':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
    case 'select':
      return spec.options?.includes(String(value)) ? String(value) : null;
    case 'text':
      return String(value);
  }
}

/**
 * The filters of a page address (`filters=` as the API takes it): those the list can apply, at most
 * FILTERS_MAX; a hand-edited or outdated address loses what is wrong in it, never the whole page.
 */
export function filtersFromParam(fields: TFilterFields, text: string | null): TFilterInput[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, FILTERS_MAX)
    .map((f) => canonicalFilter(fields, f))
    .filter((f): f is TFilterInput => f !== null);
}
