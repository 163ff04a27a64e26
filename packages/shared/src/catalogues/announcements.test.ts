import { describe, expect, it } from 'vitest';
import { todayInBogota } from '../dates';
import { ZAnnouncementSchema, ZAnnouncementUpdateSchema } from './announcements';

const day = (offset: number) => todayInBogota(new Date(Date.now() + offset * 86_400_000));
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const valid = { name: 'Convocatoria 2026', type: 'Multicampus', description: 'Descripción', fecha_inicio: day(1), fecha_fin: day(30) };

describe('a call (Convocatoria) gives every error in one round', () => {
  it('a start in the past beside an empty name, a missing type and a document without a name', () => {
    const body = { ...valid, name: '', type: '', fecha_inicio: day(-3), attacheds: [{ name: '', accept: '.pdf' }] };
    expect(issues(ZAnnouncementSchema.safeParse(body))).toEqual(
      expect.arrayContaining([
        ['name', 'Campo requerido'],
        ['type', 'Campo requerido'],
        ['attacheds.0.name', 'Campo requerido'],
        ['fecha_inicio', 'La fecha inicial no puede ser anterior a hoy'],
      ]),
    );
  });

  it('an end before the start beside other errors, when creating and when editing', () => {
    const body = { ...valid, description: '', fecha_inicio: day(10), fecha_fin: day(5) };
    for (const schema of [ZAnnouncementSchema, ZAnnouncementUpdateSchema]) {
      expect(issues(schema.safeParse(body))).toEqual([
        ['description', 'Campo requerido'],
        ['fecha_fin', 'La fecha debe ser mayor a la inicial'],
      ]);
    }
  });

  it('one message per date: an impossible or missing date is not compared', () => {
    expect(issues(ZAnnouncementSchema.safeParse({ ...valid, fecha_inicio: '2026-02-30' }))).toEqual([['fecha_inicio', 'Fecha inválida']]);
    expect(issues(ZAnnouncementSchema.safeParse({ ...valid, fecha_inicio: '', fecha_fin: '' }))).toEqual([
      ['fecha_inicio', 'Campo requerido'],
      ['fecha_fin', 'Campo requerido'],
    ]);
    expect(issues(ZAnnouncementSchema.safeParse({ ...valid, fecha_inicio: day(-1), fecha_fin: '' }))).toEqual([
      ['fecha_fin', 'Campo requerido'],
      ['fecha_inicio', 'La fecha inicial no puede ser anterior a hoy'],
    ]);
  });

  it('editing keeps a call that already started; a valid call parses to its fields', () => {
    const started = { ...valid, fecha_inicio: day(-5) };
    expect(ZAnnouncementUpdateSchema.safeParse(started).success).toBe(true);
    expect(ZAnnouncementSchema.parse({ ...valid, name: '  Convocatoria 2026  ' })).toEqual({ ...valid, state: true, attacheds: [] });
  });
});
