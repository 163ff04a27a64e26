import { FILTERS_MAX, STRATEGY_FILTER_FIELDS, type TFilterInput } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { canonicalFilter, filterText, filtersFromParam, typedValue, valueText, visibleFields, type TFilterFields } from './filter-text';

// The strategy lists' real fields, plus a yes/no field as the catalogues have ('Activo').
const fields: TFilterFields = { ...STRATEGY_FILTER_FIELDS, active: { type: 'boolean', label: 'Activo' } };

describe('the filter chip reads in Spanish', () => {
  it('names the field by its label, then the operation and the value', () => {
    expect(filterText(fields, { field: 'state', operation: 'Igual', value: 'Activo' })).toBe('Estado Igual Activo');
    expect(filterText(fields, { field: 'name', operation: 'No Parecido', value: 'robótica' })).toBe('Nombre de la Estrategia No Parecido robótica');
    expect(filterText(fields, { field: 'id', operation: 'Mayor o Igual', value: 10 })).toBe('Id Mayor o Igual 10');
  });

  it('shows dates as people read them in Colombia, and both ends of a range', () => {
    expect(filterText(fields, { field: 'created_at', operation: 'Entre', value: '2026-03-01', value_end: '2026-03-31' })).toBe(
      'Fecha de Creación Entre 01/03/2026 y 31/03/2026',
    );
    expect(filterText(fields, { field: 'expiration_date', operation: 'No Entre', value: '2026-01-01', value_end: '2026-12-31' })).toBe(
      'Fecha de Vencimiento No Entre 01/01/2026 y 31/12/2026',
    );
    expect(filterText(fields, { field: 'id', operation: 'Entre', value: 5, value_end: 9 })).toBe('Id Entre 5 y 9');
  });

  it('shows yes/no values as Sí and No', () => {
    expect(filterText(fields, { field: 'active', operation: 'Igual', value: true })).toBe('Activo Igual Sí');
    expect(filterText(fields, { field: 'active', operation: 'Igual', value: 'false' })).toBe('Activo Igual No');
  });

  it('leaves out an end value on an operation that is not a range', () => {
    expect(filterText(fields, { field: 'created_at', operation: 'Igual', value: '2026-03-01', value_end: '2026-03-31' })).toBe(
      'Fecha de Creación Igual 01/03/2026',
    );
  });

  it('falls back to the field name for a field the list does not know, and shows an odd date as typed', () => {
    expect(filterText(fields, { field: 'budget', operation: 'Igual', value: 'alto' })).toBe('budget Igual alto');
    expect(valueText(fields.created_at, '01/03/2026')).toBe('01/03/2026');
    expect(valueText(fields.created_at, undefined)).toBe('');
  });
});

describe('the dialog offers the list’s fields', () => {
  it('but not the period, which the list filters through its own selector', () => {
    const offered = visibleFields(fields).map(([name]) => name);
    expect(offered).toContain('state');
    expect(offered).toContain('created_at');
    expect(offered).not.toContain('period_id');
  });
});

describe('a value as its field holds it', () => {
  it('numbers: whole numbers only, typed or given', () => {
    expect(typedValue(fields.id, '42')).toBe(42);
    expect(typedValue(fields.id, '-5')).toBe(-5);
    expect(typedValue(fields.id, 7)).toBe(7);
    for (const bad of ['4.5', '12abc', '', ' ', '12345678901', 1.5, 2 ** 60]) expect(typedValue(fields.id, bad)).toBeNull();
  });

  it('dates: a real calendar day written YYYY-MM-DD', () => {
    expect(typedValue(fields.created_at, '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '01/03/2026', '2026-3-1']) expect(typedValue(fields.created_at, bad)).toBeNull();
  });

  it('selects: one of the options, exactly as written', () => {
    expect(typedValue(fields.state, 'Vencido')).toBe('Vencido');
    expect(typedValue(fields.state, 'vencido')).toBeNull();
    expect(typedValue(fields.strategy, 'Semilleros de Investigación')).toBe('Semilleros de Investigación');
  });

  it('yes/no: true and false, as values or as text', () => {
    expect(typedValue(fields.active, 'true')).toBe(true);
    expect(typedValue(fields.active, false)).toBe(false);
    expect(typedValue(fields.active, 'sí')).toBeNull();
  });
});

describe('a filter the list can apply', () => {
  it('is returned in its canonical shape: numbers as numbers, no end value outside ranges', () => {
    expect(canonicalFilter(fields, { field: 'id', operation: 'Igual', value: '12', value_end: '20' })).toEqual({ field: 'id', operation: 'Igual', value: 12 });
    expect(canonicalFilter(fields, { field: 'name', operation: 'Parecido', value: '  analítica  ' })).toEqual({
      field: 'name',
      operation: 'Parecido',
      value: 'analítica',
    });
    expect(canonicalFilter(fields, { field: 'created_at', operation: 'Entre', value: '2026-01-01', value_end: '2026-01-01' })).toEqual({
      field: 'created_at',
      operation: 'Entre',
      value: '2026-01-01',
      value_end: '2026-01-01',
    });
  });

  it('is refused (null) when the list could not apply it', () => {
    const refused: unknown[] = [
      { field: 'budget', operation: 'Igual', value: '1' }, // not a field of the list
      { field: 'period_id', operation: 'Igual', value: 3 }, // the period selector's, not the dialog's
      { field: 'constructor', operation: 'Igual', value: 'x' }, // an object's own property is no field
      { field: 'state', operation: 'Parecido', value: 'Act' }, // a select is only 'Igual'
      { field: 'state', operation: 'Igual', value: 'Cerrado' }, // not one of its options
      { field: 'created_at', operation: 'Igual', value: '2026-02-30' }, // no such day
      { field: 'id', operation: 'Entre', value: 9, value_end: 5 }, // a range that ends before it starts
      { field: 'created_at', operation: 'Entre', value: '2026-03-31', value_end: '2026-03-01' },
      { field: 'id', operation: 'Entre', value: 5 }, // a range without its end
      { field: 'name', operation: 'Contiene', value: 'x' }, // not an operation
      { field: 'name', operation: 'Igual', value: '   ' }, // nothing typed
      'state=Activo',
      null,
    ];
    for (const input of refused) expect(canonicalFilter(fields, input), JSON.stringify(input)).toBeNull();
  });
});

describe('the filters of a page address', () => {
  const param = (filters: unknown) => JSON.stringify(filters);
  const active: TFilterInput = { field: 'state', operation: 'Igual', value: 'Activo' };

  it('are read back as the list applies them', () => {
    expect(filtersFromParam(fields, param([active, { field: 'id', operation: 'Mayor o Igual', value: '3' }]))).toEqual([
      active,
      { field: 'id', operation: 'Mayor o Igual', value: 3 },
    ]);
  });

  it('lose only what is wrong in a hand-edited or outdated address, never the whole page', () => {
    expect(filtersFromParam(fields, param([{ field: 'gone', operation: 'Igual', value: 'x' }, active]))).toEqual([active]);
    for (const text of [null, '', 'not json', '{"field":"state"}', '"Activo"']) expect(filtersFromParam(fields, text)).toEqual([]);
  });

  it(`keep at most ${FILTERS_MAX}`, () => {
    const many = Array.from({ length: FILTERS_MAX + 5 }, (_, i) => ({ field: 'id', operation: 'Igual', value: i }));
    const read = filtersFromParam(fields, param(many));
    expect(read).toHaveLength(FILTERS_MAX);
    expect(read.at(-1)).toEqual({ field: 'id', operation: 'Igual', value: FILTERS_MAX - 1 });
  });
});
