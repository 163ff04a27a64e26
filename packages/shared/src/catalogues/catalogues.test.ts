import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS,
  CATALOGUES,
  DIVISIONS,
  fieldValue,
  formatCell,
  PROGRAMS,
  relationshipAddError,
  STRATEGY_PERIODS,
  todayInBogota,
  ZAnnouncementSchema,
  ZAnnouncementUpdateSchema,
  ZCitySchema,
  ZSectionalSchema,
} from '../index';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('catalogue definitions', () => {
  it('word the messages the spec gives, and derive the others from the noun', () => {
    expect(STRATEGY_PERIODS.messages).toMatchObject({ saveError: 'Error al guardar el Periodo', loadError: 'Error Obteniendo los Periodos' });
    expect(PROGRAMS.messages.saveError).toBe('Ha Ocurrido un Error al guardar el Programa');
    expect(DIVISIONS.messages).toMatchObject({ loadError: 'Error al Obtener las divisiones', saved: 'División guardada correctamente' });
    expect(ANNOUNCEMENTS.messages.loadError).toBe('Error al Obtener las Convocatorias');
  });

  it('only sort by columns they declare sortable, and default to one of them', () => {
    for (const def of Object.values(CATALOGUES)) {
      expect(def.sortable).toContain(def.defaultSort.replace(/^-/, ''));
      for (const column of def.columns) if (column.sort) expect(def.sortable).toContain(column.sort);
      expect(def.api.startsWith('/api/')).toBe(true);
    }
  });
});

describe('schemas', () => {
  it('give one message per field, the first rule that fails', () => {
    expect(firstError(ZSectionalSchema.safeParse({ name: '', address: 'x'.repeat(201) }))).toEqual([
      ['name', 'Campo requerido'],
      ['address', 'Máximo 200 letras'],
    ]);
    expect(firstError(ZSectionalSchema.safeParse({ name: 'Sede', address: 'Calle 1' }))).toEqual([['name', 'Mínimo 5 caracteres']]);
  });

  it('store an empty optional box as null and trim names', () => {
    expect(ZSectionalSchema.parse({ name: '  Sede Norte  ', address: 'Calle 1', phone: '' })).toEqual({
      name: 'Sede Norte',
      address: 'Calle 1',
      phone: null,
      sectional: true,
      active: true,
    });
  });

  it('keep a city code under its department', () => {
    expect(firstError(ZCitySchema.safeParse({ id: '05001', department_id: '08', name: 'Medellín' }))).toEqual([
      ['id', 'El código debe comenzar con el código del departamento'],
    ]);
  });

  it('refuse a call starting in the past only when creating it', () => {
    const yesterday = todayInBogota(new Date(Date.now() - 86_400_000));
    const body = { name: 'Convocatoria', type: 'Multicampus', description: 'Descripción', fecha_inicio: yesterday, fecha_fin: todayInBogota() };
    expect(firstError(ZAnnouncementSchema.safeParse(body))).toEqual([['fecha_inicio', 'La fecha inicial no puede ser anterior a hoy']]);
    expect(ZAnnouncementUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe('helpers', () => {
  it('show cells as the tables do', () => {
    expect(formatCell(true, 'active')).toBe('Activo');
    expect(formatCell(false, 'active')).toBe('Inactivo');
    expect(formatCell(true, 'yesno')).toBe('Sí');
    expect(formatCell([{ id: 1, name: 'A' }, { id: 2, name: 'B' }], 'list')).toBe('A, B');
    expect(formatCell(7, 'number')).toBe(7);
    expect(formatCell(null)).toBeNull();
    expect(fieldValue({ country: { name: 'Colombia' } }, 'country.name')).toBe('Colombia');
  });

  it('tell what the relationship dialog is missing', () => {
    expect(relationshipAddError('faculty', {})).toBe('Debe Seleccionar la División');
    expect(relationshipAddError('program', { divisionId: 1 })).toBe('Debe Seleccionar la División y Facultad');
    expect(relationshipAddError('program', { divisionId: 1, facultyId: 2 })).toBeNull();
  });

  it("uses Bogotá's calendar for today", () => {
    expect(todayInBogota(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
    expect(todayInBogota(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
  });
});
