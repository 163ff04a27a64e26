import { describe, expect, it } from 'vitest';
import { FILTERS_MAX, filtersParam, ZFilterSchema, ZFiltersParamSchema } from './filters';
import { ZListQuerySchema } from './list';

/** Every message by the path it is shown under, as the API and the form report them. */
const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('one filter', () => {
  it('takes a field, an operation and a value, and an end value for the ranges', () => {
    expect(ZFilterSchema.parse({ field: 'name', operation: 'Parecido', value: ' bogota ' })).toEqual({ field: 'name', operation: 'Parecido', value: 'bogota' });
    expect(ZFilterSchema.parse({ field: 'date_start', operation: 'Entre', value: '2026-01-01', value_end: '2026-12-31' })).toMatchObject({ value_end: '2026-12-31' });
    expect(ZFilterSchema.parse({ field: 'active', operation: 'Igual', value: false }).value).toBe(false);
    expect(ZFilterSchema.parse({ field: 'country.name', operation: 'No Parecido', value: 7 }).value).toBe(7);
  });

  it("says what is missing in the spec's words, all at once", () => {
    expect(messages(ZFilterSchema, { operation: 'Entre' })).toEqual({
      field: 'El Tipo es Necesario',
      value: 'El valor es Necesario',
      value_end: 'El valor final es Necesario',
    });
    expect(messages(ZFilterSchema, { field: '', operation: 'Igual', value: '   ' })).toEqual({
      field: 'El Tipo es Necesario',
      value: 'El valor es Necesario',
    });
    expect(messages(ZFilterSchema, { field: 'name', value: 'x' })).toEqual({ operation: 'La Operación es Necesaria' });
    expect(messages(ZFilterSchema, { field: 'name', operation: 'No Entre', value: 1, value_end: '' })).toEqual({ value_end: 'El valor final es Necesario' });
  });

  it('refuses unknown operations, odd field names and unbounded or structured values', () => {
    expect(messages(ZFilterSchema, { field: 'name', operation: 'LIKE', value: 'x' })).toEqual({ operation: 'Valor no válido' });
    expect(messages(ZFilterSchema, { field: 'name; drop table users', operation: 'Igual', value: 'x' })).toEqual({ field: 'Valor no válido' });
    expect(messages(ZFilterSchema, { field: 'name', operation: 'Igual', value: 'a'.repeat(501) })).toEqual({ value: 'Máximo 500 letras' });
    // A project title (500) saved at its longest is still found by 'Igual'.
    expect(ZFilterSchema.safeParse({ field: 'title', operation: 'Igual', value: 'a'.repeat(500) }).success).toBe(true);
    expect(messages(ZFilterSchema, { field: 'name', operation: 'Igual', value: { $ne: 1 } })).toEqual({ value: 'Valor no válido' });
  });
});

describe('the filters parameter of a list', () => {
  it('is a JSON array of filters, parsed and checked by the list query', () => {
    const filters = [{ field: 'active', operation: 'Igual' as const, value: true }];
    expect(ZListQuerySchema.parse({ filters: filtersParam(filters) }).filters).toEqual(filters);
    expect(ZListQuerySchema.parse({}).filters).toBeUndefined();
  });

  it('refuses text that is not a JSON array, too many filters and a bad filter, by path', () => {
    expect(messages(ZFiltersParamSchema, '[{"field":')).toEqual({ '': 'Los filtros no son válidos' });
    expect(messages(ZFiltersParamSchema, '{"field":"name"}')).toEqual({ '': 'Los filtros no son válidos' });
    expect(messages(ZFiltersParamSchema, 'x'.repeat(8001))).toEqual({ '': 'Los filtros no son válidos' });
    const many = Array.from({ length: FILTERS_MAX + 1 }, () => ({ field: 'name', operation: 'Igual', value: 'x' }));
    expect(messages(ZFiltersParamSchema, JSON.stringify(many))).toEqual({ '': 'Máximo 20 elementos' });
    expect(messages(ZFiltersParamSchema, JSON.stringify([{ field: 'name', operation: 'Igual', value: 'x' }, { field: 'name', operation: 'Igual' }]))).toEqual({
      '1.value': 'El valor es Necesario',
    });
  });
});
