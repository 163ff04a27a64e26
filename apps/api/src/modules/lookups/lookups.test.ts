import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LOOKUPS,
  PRODUCT_TYPES,
  PRODUCTS,
  selList,
  todayInBogota,
  ZCampusSchema,
  ZLookupCodeOptionSchema,
  ZLookupOptionSchema,
  ZSelAnnouncementSchema,
  ZSelCitySchema,
  ZSelDepartmentSchema,
  ZSelEconomicSectorSchema,
  ZSelProductSchema,
  ZSelProgramSchema,
  ZSelSectionalSchema,
  ZSelStrategyPeriodResponseSchema,
  ZSelSubjectSchema,
} from '@siiicca/shared';
import type { z } from 'zod';
import { divisions, sectionals } from '../../db/schema';
import { statementsOf, useTestApp } from '../../../test/helpers';
import { call } from '../catalogues/test-fixtures';

const t = useTestApp();

const SHAPES: [path: string, schema: z.ZodType, minimum: number][] = [
  [LOOKUPS.sectionals, selList(ZSelSectionalSchema), 5],
  [LOOKUPS.campuses, selList(ZCampusSchema), 5],
  [LOOKUPS.divisions, selList(ZLookupOptionSchema), 7],
  [LOOKUPS.faculties, selList(ZLookupOptionSchema), 20],
  [LOOKUPS.economicSectors, selList(ZSelEconomicSectorSchema), 21],
  [LOOKUPS.actionFields, selList(ZLookupOptionSchema), 7],
  [LOOKUPS.investigationLines, selList(ZLookupOptionSchema), 12],
  [LOOKUPS.subjects, selList(ZSelSubjectSchema), 6],
  [LOOKUPS.products, selList(ZSelProductSchema), 30],
  [LOOKUPS.productTypes, selList(ZLookupOptionSchema), 4],
  [LOOKUPS.programs, selList(ZSelProgramSchema), 25],
  [LOOKUPS.announcements, selList(ZSelAnnouncementSchema), 1],
  [LOOKUPS.countries, selList(ZLookupCodeOptionSchema), 250],
  [LOOKUPS.departments, selList(ZSelDepartmentSchema), 33],
  [LOOKUPS.cities, selList(ZSelCitySchema), 1123],
];

describe('selection lists', () => {
  it.each(SHAPES)('%s: lecturers read it, in its declared shape; anonymous visitors do not', async (path, schema, minimum) => {
    expect((await call(t, 'GET', path)).statusCode).toBe(401);
    const res = await call(t, 'GET', path, t.docente);
    expect(res.statusCode).toBe(200);
    const body = schema.parse(res.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThanOrEqual(minimum);
  });

  it.each(SHAPES.map(([path]) => path))('%s takes one SQL query, however many rows it answers', async (path) => {
    let status = 0;
    const statements = await statementsOf(t, async () => void (status = (await call(t, 'GET', path, t.docente)).statusCode));
    expect(status).toBe(200);
    expect(statements).toBe(1);
  });

  it('gives each sectional its own tree, groups with their lines, and hotbeds', async () => {
    const { data } = (await call(t, 'GET', LOOKUPS.sectionals, t.docente)).json() as { data: z.infer<typeof ZSelSectionalSchema>[] };
    const tunja = data.find((s) => s.name === 'Seccional Tunja')!;
    expect(tunja.divisions.map((d) => d.name)).toContain('División de Ingenierías');
    const civil = tunja.faculties.find((f) => f.name === 'Facultad de Ingeniería Civil')!;
    expect(tunja.divisions.find((d) => d.id === civil.division_id)!.name).toBe('División de Ingenierías');
    expect(tunja.programs.find((p) => p.codesac === 10126)).toMatchObject({ faculty_id: civil.id, division_id: civil.division_id });
    expect(tunja.groups.find((g) => g.colciencias === 'COL0145675')!.investigation_lines.map((l) => l.name)).toEqual(['Infraestructura y materiales']);
    expect(tunja.research_hotbeds).toEqual([expect.objectContaining({ name: 'Semillero de Estructuras y Geotecnia', faculty_id: civil.id })]);
    // Medellín offers no health programs: nothing of another sectional's tree leaks in.
    const medellin = data.find((s) => s.name === 'Sede Medellín')!;
    expect(medellin.sectional).toBe(false);
    expect(medellin.faculties.map((f) => f.name)).not.toContain('Facultad de Odontología');
  });

  it('offers only active rows', async () => {
    const [division] = await t.db.select({ id: divisions.id }).from(divisions).where(eq(divisions.name, 'División de Arquitectura y Artes'));
    const [sede] = await t.db.select({ id: sectionals.id }).from(sectionals).where(eq(sectionals.name, 'Sede Villavicencio'));
    await t.db.update(divisions).set({ active: false }).where(eq(divisions.id, division!.id));
    await t.db.update(sectionals).set({ active: false }).where(eq(sectionals.id, sede!.id));
    try {
      const names = async (path: string) => (await call(t, 'GET', path, t.docente)).json().data.map((r: { name: string }) => r.name);
      expect(await names(LOOKUPS.divisions)).not.toContain('División de Arquitectura y Artes');
      expect(await names(LOOKUPS.campuses)).not.toContain('Sede Villavicencio');
      const tunja = (await call(t, 'GET', LOOKUPS.sectionals, t.docente)).json().data.find((s: { name: string }) => s.name === 'Seccional Tunja');
      expect(tunja.divisions.map((d: { name: string }) => d.name)).not.toContain('División de Arquitectura y Artes');
      expect(tunja.faculties.map((f: { name: string }) => f.name)).not.toContain('Facultad de Arquitectura');
      expect(tunja.programs.map((p: { codesac: number }) => p.codesac)).not.toContain(10610);
    } finally {
      await t.db.update(divisions).set({ active: true }).where(eq(divisions.id, division!.id));
      await t.db.update(sectionals).set({ active: true }).where(eq(sectionals.id, sede!.id));
    }
  });

  it('lists only the calls that are active and open today, with their documents', async () => {
    const { data } = (await call(t, 'GET', LOOKUPS.announcements, t.docente)).json();
    const today = todayInBogota();
    // The demo's two open calls: the internal one, and the one evaluated blind (issue 39).
    expect(data).toHaveLength(2);
    for (const c of data) expect(c.fecha_inicio <= today && today <= c.fecha_fin).toBe(true);
    const internal = data.find((c: { blind: boolean }) => !c.blind);
    expect(internal.attacheds.map((a: { name: string }) => a.name)).toContain('Carta de aval de la Facultad');
    const blind = data.find((c: { blind: boolean }) => c.blind);
    expect(blind.attacheds.map((a: { name: string; evaluator_visible: boolean | null }) => [a.name, a.evaluator_visible])).toEqual([
      ['Propuesta de investigación', true],
      ['Anexo técnico', true],
      ['Hoja de vida CvLAC del investigador principal', false],
    ]);
  });

  it('answers the active strategy period', async () => {
    const res = ZSelStrategyPeriodResponseSchema.parse((await call(t, 'GET', LOOKUPS.strategyPeriod, t.docente)).json());
    expect(res.data?.description).toMatch(/^Periodo \d{4}-[12]$/);
  });

  it('answers every strategy period, newest first, the active one flagged, to a lecturer', async () => {
    const res = await call(t, 'GET', LOOKUPS.strategyPeriods, t.docente);
    expect(res.statusCode).toBe(200);
    const periods = res.json().data as { id: number; description: string; state: boolean }[];
    expect(periods.length).toBeGreaterThanOrEqual(2);
    expect(periods.filter((p) => p.state)).toHaveLength(1);
    const active = ZSelStrategyPeriodResponseSchema.parse((await call(t, 'GET', LOOKUPS.strategyPeriod, t.docente)).json()).data;
    expect(periods.find((p) => p.state)?.id).toBe(active?.id);
  });

  it('narrows departments by country and cities by department', async () => {
    const deps = (await call(t, 'GET', `${LOOKUPS.departments}?country=col`, t.admin)).json().data;
    expect(deps).toHaveLength(33);
    expect((await call(t, 'GET', `${LOOKUPS.departments}?country=PER`, t.admin)).json().data).toEqual([]);
    const amazonas = (await call(t, 'GET', `${LOOKUPS.cities}?department=91`, t.admin)).json().data;
    expect(amazonas.map((c: { id: string }) => c.id)).toContain('91001');
    expect(amazonas.every((c: { department_id: string }) => c.department_id === '91')).toBe(true);
    expect((await call(t, 'GET', `${LOOKUPS.cities}?department=9`, t.admin)).statusCode).toBe(400);
  });

  it('lists products with the types and hours they are offered for', async () => {
    const { data } = (await call(t, 'GET', LOOKUPS.products, t.docente)).json();
    const software = data.find((p: { name: string }) => p.name === 'Software registrado');
    expect(software.types).toEqual(
      [8, 12, 16].map((hours) => ({ id: expect.any(Number), name: 'Desarrollo Tecnológico e Innovación', hours, family: 'knowledge' })),
    );
  });

  it("carries each type's family of results, set and cleared in the catalogue, and offers active types only", async () => {
    const type = await call(t, 'POST', PRODUCT_TYPES.api, t.admin, { name: 'Tipo con familia de prueba', family: 'social' });
    expect(type.statusCode, type.body).toBe(201);
    expect(type.json().data).toMatchObject({ family: 'social', family_label: 'Apropiación Social del Conocimiento' });
    const typeId = type.json().data.id as number;
    const product = await call(t, 'POST', PRODUCTS.api, t.admin, { name: 'Producto con familia de prueba', types: [{ id: typeId, hours: 8 }] });
    expect(product.statusCode, product.body).toBe(201);
    const offered = async () =>
      ((await call(t, 'GET', LOOKUPS.products, t.docente)).json().data as { name: string; types: unknown[] }[]).find((p) => p.name === 'Producto con familia de prueba');
    expect((await offered())?.types).toEqual([{ id: typeId, name: 'Tipo con familia de prueba', hours: 8, family: 'social' }]);

    // An empty select clears the family; a value outside the families is refused.
    const cleared = await call(t, 'PUT', `${PRODUCT_TYPES.api}/${typeId}`, t.admin, { name: 'Tipo con familia de prueba', family: '' });
    expect(cleared.json().data).toMatchObject({ family: null, family_label: null });
    expect((await offered())?.types).toEqual([{ id: typeId, name: 'Tipo con familia de prueba', hours: 8, family: null }]);
    const wrong = await call(t, 'PUT', `${PRODUCT_TYPES.api}/${typeId}`, t.admin, { name: 'Tipo con familia de prueba', family: 'otra' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.family).toEqual(['Valor no válido']);

    await call(t, 'PUT', `${PRODUCT_TYPES.api}/${typeId}`, t.admin, { name: 'Tipo con familia de prueba', family: 'training', active: false });
    expect((await offered())?.types).toEqual([]);
  });
});
