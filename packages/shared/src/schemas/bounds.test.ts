import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../zod-locale';
import { zDate, zIdList, zRefId } from '../catalogues/fields';
import { ZListQuerySchema } from './list';
import { MSG } from '../messages';
import { BOUNDS, lacksVersion, withVersion, ZIdParamSchema, zList } from './bounds';

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe('bounds every schema inherits', () => {
  it('holds ids to a PostgreSQL integer, in bodies and in paths', () => {
    expect(zRefId().safeParse(BOUNDS.intMax).success).toBe(true);
    expect(messages(zRefId().safeParse(BOUNDS.intMax + 1))).toEqual(['Valor fuera de rango']);
    expect(messages(zRefId().safeParse(2 ** 53))).toEqual(['Valor fuera de rango']);
    expect(ZIdParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const id of ['2147483648', '0', '00']) expect(messages(ZIdParamSchema.safeParse({ id }))).toEqual(['Valor fuera de rango']);
    for (const id of ['1e3', '0x10', ' 7', '-1', '1.5', 'Infinity', '', '12345678901']) {
      expect(messages(ZIdParamSchema.safeParse({ id })), id).toEqual(['Debe ser un número válido']);
    }
  });

  it('caps lists, checking the length before the items', () => {
    const many = Array.from({ length: BOUNDS.listMax + 1 }, (_, i) => i + 1);
    expect(messages(zIdList('líneas').safeParse(many))).toEqual([`Puede agregar como máximo ${BOUNDS.listMax} líneas`]);
    expect(zIdList('líneas').safeParse(many.slice(1)).success).toBe(true);
    expect(messages(zList(z.number(), 3, 'notas').safeParse(['a', 'b', 'c', 'd']))).toEqual(['Puede agregar como máximo 3 notas']);
  });

  it('requires the version an update names, in its own words', () => {
    const body = withVersion(z.object({ name: z.string() }));
    expect(body.parse({ name: 'a', version: 'v1' })).toEqual({ name: 'a', version: 'v1' });
    for (const version of [undefined, '', '  ']) expect(messages(body.safeParse({ name: 'a', version }))).toEqual([MSG.versionRequired]);
    expect(lacksVersion({ id: 3 })).toBe(true);
    expect(lacksVersion({ id: 3, version: 'v' })).toBe(false);
    expect(lacksVersion({ name: 'new record' })).toBe(false);
  });

  it('keeps dates within 1900-01-01..2100-12-31, one message per date', () => {
    for (const d of ['1900-01-01', '2100-12-31', '2024-02-29']) expect(zDate().safeParse(d).success, d).toBe(true);
    for (const d of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) expect(messages(zDate().safeParse(d)), d).toEqual(['Fecha fuera de rango']);
    expect(messages(zDate().safeParse('2023-02-29'))).toEqual(['Fecha inválida']);
    expect(messages(zDate().safeParse(''))).toEqual(['Campo requerido']);
  });

  it('bounds the list query so OFFSET stays an integer', () => {
    expect(ZListQuerySchema.parse({ page: String(BOUNDS.pageMax) }).page).toBe(BOUNDS.pageMax);
    expect((BOUNDS.pageMax - 1) * 100).toBeLessThanOrEqual(BOUNDS.intMax);
    expect(messages(ZListQuerySchema.safeParse({ page: String(BOUNDS.pageMax + 1) }))).toEqual(['Valor fuera de rango']);
    expect(messages(ZListQuerySchema.safeParse({ page: 'x' }))).toEqual(['Debe ser un número válido']);
    expect(messages(ZListQuerySchema.safeParse({ sort: 'a'.repeat(65) }))).toEqual(['Valor no válido']);
  });

  it("words zod's own checks in Spanish", () => {
    expect(messages(z.object({ active: z.boolean() }).safeParse({ active: 'sí' }))).toEqual([
      'Entrada inválida: se esperaba booleano, recibido texto',
    ]);
  });
});
