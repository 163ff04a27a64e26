import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LOOKUPS, STRATEGY_API, type TStrategyInput, type TStrategyKind, type TStrategyList } from '@siiicca/shared';
import { validStrategy, type TStrategyFixtureIds } from '../packages/shared/src/strategies/testing';
import { clickOption, expectSnack, nextListAnswer, storedSession, untilListShows, untilStill } from './actions';

/** What a person does on the strategy lists and in the wizard (features/strategies). */

export const wizardOf = (page: Page) => page.getByRole('dialog', { name: /Nueva Estrategia|Editar Estrategia/ });

/** A strategy list's answer (/strategies or /my_strategies) to the next request whose address `matches`. */
export const nextStrategies = (page: Page, matches: (url: URL) => boolean = () => true) =>
  nextListAnswer<TStrategyList>(page, (url) => (url.pathname === STRATEGY_API.mine || url.pathname === STRATEGY_API.all) && matches(url));

/** Opens a strategy list and waits for its first answer, until the list shows it; answers that answer. */
export async function openList(page: Page, route = '/my_strategies', title = 'Mis Estrategias') {
  const answered = nextStrategies(page);
  await page.goto(route);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  const answer = await answered;
  await untilListShows(page, answer.body.data);
  return answer;
}

/** 'Nuevo': the wizard opens on its first step. */
export async function openNewWizard(page: Page) {
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const wizard = wizardOf(page);
  await wizard.getByRole('combobox', { name: 'Tipo de Estrategia' }).waitFor();
  await untilStill(page);
  return wizard;
}

/** The titles of the steps the stepper shows, in order (poll it: the stepper follows the chosen kind). */
export const stepTitles = (wizard: Locator) => wizard.locator('.MuiStepLabel-label').allTextContents();

/** Goes to a step by clicking its title in the stepper. */
export async function goToStep(page: Page, wizard: Locator, title: string) {
  await wizard.locator('.MuiStepButton-root').filter({ hasText: title }).click();
  await untilStill(page);
}

/** Picks the first option a select offers (a searchable multi-select stays open: Esc closes it). */
export async function chooseFirst(page: Page, scope: Locator, label: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await clickOption(page, page.getByRole('option').first());
}

/** Adds the first product the kind offers and one activity on step 10. */
export async function addProductAndActivity(page: Page, activity: string) {
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await chooseFirst(page, productDialog, 'Producto de Investigación');
  await productDialog.getByRole('button', { name: 'Guardar' }).click();
  await productDialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Agregar Actividad' }).click();
  const activityDialog = page.getByRole('dialog', { name: 'Nueva Actividad' });
  await activityDialog.getByRole('textbox', { name: 'Actividad' }).fill(activity);
  await activityDialog.getByRole('button', { name: 'Guardar' }).click();
  await activityDialog.waitFor({ state: 'detached' });
}

/** 'Guardar' in the wizard: 'Guardado Correctamente', and the wizard closes. */
export async function saveWizard(page: Page) {
  await expectSnack(page, 'Guardado Correctamente', () => wizardOf(page).getByRole('button', { name: 'Guardar', exact: true }).click());
  await wizardOf(page).waitFor({ state: 'detached' });
}

type TSel = { id: number; name: string };
type TSelSectional = TSel & {
  divisions: TSel[];
  faculties: (TSel & { division_id: number })[];
  programs: (TSel & { division_id: number; faculty_id: number })[];
  groups: TSel[];
  research_hotbeds: (TSel & { faculty_id: number })[];
};

/** Real catalogue ids of the running product, for strategies created through the API. */
async function fixtureIds(page: Page, kind: TStrategyKind): Promise<TStrategyFixtureIds> {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const get = async <T>(path: string) => ((await (await page.request.get(path, { headers })).json()) as { data: T }).data;
  const sectional = (await get<TSelSectional[]>(LOOKUPS.sectionals)).find((s) => s.programs.length && s.research_hotbeds.length)!;
  const program = sectional.programs[0]!;
  const first = async (path: string) => (await get<TSel[]>(path))[0]!.id;
  return {
    sectional: sectional.id,
    division: program.division_id,
    faculty: program.faculty_id,
    program: program.id,
    subject: await first(LOOKUPS.subjects),
    line: await first(LOOKUPS.investigationLines),
    actionField: await first(LOOKUPS.actionFields),
    hotbed: sectional.research_hotbeds[0]!.id,
    product: await first(`${STRATEGY_API.products}?strategy=${encodeURIComponent(kind)}`),
    economicSector: await first(LOOKUPS.economicSectors),
    group: sectional.groups[0]?.id ?? null,
  };
}

const idsCache = new Map<string, Promise<TStrategyFixtureIds>>();

/** Saves a valid strategy through the API as the page's user (faster than the wizard, for list tests). */
export async function createStrategy(page: Page, kind: TStrategyKind, patch: Partial<TStrategyInput> = {}) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const key = `${new URL(page.url()).origin}|${kind}`;
  if (!idsCache.has(key)) idsCache.set(key, fixtureIds(page, kind));
  const res = await page.request.post(STRATEGY_API.all, { headers, data: { ...validStrategy(kind, await idsCache.get(key)!), ...patch } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
