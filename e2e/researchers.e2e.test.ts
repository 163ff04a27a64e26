import { describe, expect, it } from 'vitest';
import { RESEARCHER_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { nextAnswer, openUserMenu, untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/*
 * 'Perfil del investigador' (issue 44, docs/researchers.md): the lecturer opens their own profile from
 * the user menu (1366 px); the office finds the lecturer among the researchers and opens the same
 * profile on a phone (390 px), both with axe and nothing scrolling sideways.
 */

const LECTURER = 'María Fernanda Rojas Díaz';
const isProfile = (url: URL) => /^\/api\/researchers\/(me|\d+)\/profile$/.test(url.pathname);

describe('researchers (/my_researcher_profile, /researchers)', () => {
  const product = useProduct();

  it("the lecturer's own profile, then the office's search and the same profile on a phone", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto('/dashboard');
    await openUserMenu(page);
    const mine = nextAnswer<{ id: number; projects: { id: number }[] }>(page, isProfile);
    await page.getByRole('menuitem', { name: RESEARCHER_MSG.myProfile }).click();
    await page.getByRole('heading', { name: RESEARCHER_MSG.myProfile, level: 1 }).waitFor();
    const own = await mine;
    expect(own.status).toBe(200);
    for (const section of ['Identificadores', 'Grupos de investigación', 'Proyectos', 'Estrategias', 'Productos entregados', 'Obras importadas de ORCID']) {
      await page.getByRole('region', { name: section }).waitFor();
    }
    expect(own.body.projects.length).toBeGreaterThan(0);
    // Her ORCID iD (from the academic directory) is a link to her public ORCID record.
    expect(await page.getByRole('link', { name: '0000-0002-4587-193X' }).getAttribute('href')).toBe('https://orcid.org/0000-0002-4587-193X');
    await untilStill(page);
    await expectNoAxeViolations(page, 'Mi Perfil de Investigador (1366 px)');
    await screenshot(page, 'researcher-profile-1366');

    // The office, on a phone: 'Investigadores' searched by the lecturer's name, then their profile.
    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    const found = nextAnswer<{ data: { id: number }[] }>(phone, (url) => url.pathname === '/api/researchers' && url.searchParams.get('q') === 'Rojas');
    await phone.goto('/researchers');
    await phone.getByRole('heading', { name: RESEARCHER_MSG.listTitle, level: 1 }).waitFor();
    await phone.getByRole('textbox', { name: 'Buscar' }).fill('Rojas');
    expect((await found).body.data.map((r) => r.id)).toContain(own.body.id);
    const theirs = nextAnswer(phone, isProfile);
    await phone.getByRole('button', { name: `Ver perfil de ${LECTURER}` }).click();
    await phone.getByRole('heading', { name: RESEARCHER_MSG.profileTitle, level: 1 }).waitFor();
    expect((await theirs).body).toEqual(own.body);
    await phone.getByRole('region', { name: 'Productos entregados' }).waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, 'Perfil del investigador (390 px)');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'researcher-profile-390');
  });
});
