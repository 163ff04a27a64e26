import { describe, expect, it } from 'vitest';
import { SEEDED_ROLES } from './permissions';
import { buildMenu, SCREENS } from './screens';

describe('buildMenu', () => {
  it('gives no menu to a user without permissions', () => {
    expect(buildMenu([])).toEqual([]);
  });
  it('offers a lecturer only their own strategies and projects', () => {
    const lecturer = SEEDED_ROLES.find((r) => r.key === 'lecturer')!;
    const routes = buildMenu(lecturer.permissions).flatMap((m) => [m.ruta, ...(m.children ?? []).map((c) => c.ruta)]);
    expect(routes.filter(Boolean)).toEqual(['/dashboard', '/my_strategies', '/my_projects']);
  });
  it('offers the administrator every screen of the side menu (the account\'s own screens open from the user menu)', () => {
    const admin = SEEDED_ROLES.find((r) => r.key === 'admin')!;
    const leaves = buildMenu(admin.permissions).flatMap((m) => m.children ?? [m]);
    expect(leaves.length).toBe(SCREENS.filter((s) => s.permission !== null || s.path === '/dashboard').length);
  });
});
