import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { cities, countries, departments } from '../../db/schema';
import { readDivipola } from '../../db/seed/catalogues/geography';
import { seed } from '../../seed';
import { useTestApp } from '../../../test/helpers';
import { call } from './test-fixtures';

const t = useTestApp();
const divipola = readDivipola();

const rows = async (table: typeof countries | typeof departments | typeof cities) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const get = (url: string) => call(t, 'GET', url, t.admin).then((r) => r.json());

describe('reference geography', () => {
  it('holds every country in Spanish by ISO alpha-3 code, and every DANE department and municipality', async () => {
    expect(await rows(countries)).toBe(250);
    expect(await rows(departments)).toBe(33);
    expect(await rows(cities)).toBe(1123);
    expect((await get('/api/countries?q=COL')).data).toContainEqual({ id: 'COL', name: 'Colombia', active: true, version: expect.any(String) });
    expect((await get('/api/countries?q=espana')).data).toContainEqual({ id: 'ESP', name: 'España', active: true, version: expect.any(String) });
  });

  it('seeds again without duplicating or undoing an edit', async () => {
    expect((await call(t, 'PUT', '/api/cities/25845', t.admin, { department_id: '25', name: 'Une (Cundinamarca)', active: false })).statusCode).toBe(200);
    await seed(t.db, { demo: false });
    expect(await rows(cities)).toBe(1123);
    expect((await get('/api/cities?q=25845')).data[0]).toMatchObject({ name: 'Une (Cundinamarca)', active: false });
  });

  it('answers departments with name, country and id', async () => {
    const res = await get('/api/departments?q=boyaca');
    expect(res.data).toEqual([{ id: '15', name: 'Boyacá', country_id: 'COL', country: { id: 'COL', name: 'Colombia' }, active: true, version: expect.any(String) }]);
  });

  it('searches cities by department name, accents aside, and sorts by department', async () => {
    const antioquia = divipola.filter((r) => r.department_code === '05').length;
    expect((await get('/api/cities?q=ANTIOQUIA&per_page=5')).meta.total).toBe(antioquia);
    expect((await get('/api/cities?q=medellin')).data.map((c: { id: string }) => c.id)).toEqual(['05001']);
    const byDepartment = await get('/api/cities?sort=-department&per_page=3');
    expect(byDepartment.data.map((c: { department: { name: string } }) => c.department.name)).toEqual(['Vichada', 'Vichada', 'Vichada']);
  });
});

describe('codes and their rules', () => {
  it('creates a department and a city with DANE codes and enforces the code rules', async () => {
    const dep = await call(t, 'POST', '/api/departments', t.admin, { id: '77', country_id: 'col', name: 'Departamento de Prueba' });
    expect(dep.statusCode, dep.body).toBe(201);
    expect(dep.json().data.country).toEqual({ id: 'COL', name: 'Colombia' });
    const city = await call(t, 'POST', '/api/cities', t.admin, { id: '77001', department_id: '77', name: 'Ciudad de Prueba' });
    expect(city.statusCode, city.body).toBe(201);
    expect(city.json().data.department).toEqual({ id: '77', name: 'Departamento de Prueba' });

    const wrongPrefix = await call(t, 'POST', '/api/cities', t.admin, { id: '78001', department_id: '77', name: 'Otra Ciudad' });
    expect(wrongPrefix.json().errors.id).toEqual(['El código debe comenzar con el código del departamento']);
    const moved = await call(t, 'PUT', '/api/cities/77001', t.admin, { department_id: '05', name: 'Ciudad de Prueba' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('El código debe comenzar con el código del departamento');

    for (const url of ['/api/departments/77', '/api/countries/COL']) {
      const res = await call(t, 'DELETE', url, t.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Imposible Eliminar Registro');
    }
    expect((await call(t, 'DELETE', '/api/cities/77001', t.admin)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', '/api/departments/77', t.admin)).statusCode).toBe(200);
  });

  it.each([
    ['/api/departments', { id: '8', country_id: 'COL', name: 'Departamento' }, 'id', 'Debe tener exactamente 2 caracteres'],
    ['/api/departments', { id: 'AB', country_id: 'COL', name: 'Departamento' }, 'id', 'Solo se permiten números'],
    ['/api/departments', { id: '87', name: 'Departamento' }, 'country_id', 'Campo requerido'],
    ['/api/cities', { id: '0500', department_id: '05', name: 'Ciudad' }, 'id', 'Debe tener exactamente 5 caracteres'],
    ['/api/cities', { id: '05999', name: 'Ciudad' }, 'department_id', 'Campo requerido'],
    ['/api/cities', { id: '05999', department_id: '05', name: 'Ci' }, 'name', 'Mínimo 3 caracteres'],
  ])('%s refuses %o', async (url, body, field, message) => {
    const res = await call(t, 'POST', url, t.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses a department of an unknown country and a repeated code', async () => {
    const orphan = await call(t, 'POST', '/api/departments', t.admin, { id: '87', country_id: 'XZZ', name: 'Departamento' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('El registro relacionado no existe');
    const again = await call(t, 'POST', '/api/cities', t.admin, { id: '05001', department_id: '05', name: 'Medellín' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un registro con ese código');
  });
});

describe('speed of the long lists', () => {
  it('searches and pages 1,123 cities quickly (median of 15 requests)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      const res = await call(t, 'GET', `/api/cities?q=san&sort=name&page=2&per_page=10`, t.admin);
      times.push(performance.now() - start);
      expect(res.json().meta.total).toBeGreaterThan(50);
    }
    const median = times.sort((a, b) => a - b)[7]!;
    console.info(`cities search "san", page 2: median ${median.toFixed(1)} ms over 15 requests`);
    expect(median).toBeLessThan(1000);
  });
});
