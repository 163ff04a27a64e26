import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DASHBOARD_API, DASHBOARD_CHART_TITLES, EXECUTION_DASHBOARD_LABELS, formatCop, ZDashboardSchema, type TChart, type TDashboard } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { nextAnswer, untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, SCREENSHOTS, signedInPage, useProduct, type TAccount } from './harness';

/** Opens /dashboard and returns what GET /api/dashboard answered to this very page. */
async function openDashboard(page: Page): Promise<TDashboard> {
  const answered = nextAnswer(page, (url, r) => url.pathname === DASHBOARD_API && r.request().method() === 'GET');
  await page.goto('/dashboard');
  const response = await answered;
  expect(response.status).toBe(200);
  return ZDashboardSchema.parse(response.body);
}

const chartCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The table view's rows as [label, figure] pairs, as a person reads them. */
const tableRows = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())));

const expectedRows = (chart: TChart) => [
  ...chart.points.map((p) => [p.label, p.value.toLocaleString('es-CO')]),
  ['Total', chart.points.reduce((sum, p) => sum + p.value, 0).toLocaleString('es-CO')],
];

/** Shows a card's table with its 'Tabla' button and checks it holds the chart's very numbers. */
async function expectTableOf(page: Page, chart: TChart) {
  const card = chartCard(page, chart.title);
  await card.getByRole('button', { name: 'Tabla', exact: true }).click();
  const table = card.getByRole('table', { name: chart.title });
  await table.waitFor();
  await expect.poll(() => tableRows(table)).toEqual(expectedRows(chart));
  await expect.poll(() => card.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').count()).toBe(0);
}

/**
 * The list shows the record with this id. The search box also matches titles and call names, so an
 * id like 20 finds the calls of 2026 too: the record must be among what it shows.
 */
const listedRecord = (page: Page, id: string) =>
  page
    .locator('.MuiDataGrid-row [data-field="id"]')
    .filter({ hasText: new RegExp(`^\\s*${id}\\s*$`) })
    .first()
    .waitFor();

/**
 * Every chart card shows its drawing (an SVG with at least one bar or slice) once scrolled to, as a
 * person reading down the page does: a chart is drawn only when its card comes near the screen.
 */
async function expectChartsDrawn(page: Page, charts: TChart[]) {
  for (const chart of charts) {
    const figure = chartCard(page, chart.title).getByRole('figure', { name: chart.title });
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('.MuiBarChart-element, .MuiPieChart-arc:not([visibility="hidden"])').first().waitFor();
  }
}

/** The page never scrolls sideways, and a full-page picture for a person to look at. */
async function checkFits(page: Page, name: string) {
  await untilStill(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function atBothSizes(account: TAccount, name: string, product: () => Parameters<typeof signedInPage>[0], check: (page: Page, data: TDashboard) => Promise<void>) {
  for (const [size, viewport] of [
    ['1366', LAPTOP],
    ['390', PHONE],
  ] as const) {
    const page = await signedInPage(product(), account, { viewport });
    const data = await openDashboard(page);
    await check(page, data);
    await checkFits(page, `dashboard-${name}-${size}`);
    await page.context().close();
  }
}

/** The execution section's chart of states (execution.manage). */
const executionStates = (data: TDashboard): TChart => ({ key: 'execution_projects_by_state', title: EXECUTION_DASHBOARD_LABELS.byState, points: data.execution!.projects_by_state });

describe('dashboard (/dashboard)', () => {
  const product = useProduct();

  it('an administrator sees every chart, its numbers one click away as a table, and the open calls', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const data = await openDashboard(page);
    expect(data.charts.map((c) => c.title)).toEqual(Object.values(DASHBOARD_CHART_TITLES));
    await page.getByTestId('stat-users').waitFor();
    await expectChartsDrawn(page, data.charts);
    await expectNoAxeViolations(page, 'dashboard (administrator, charts)');

    // The toggle works from the keyboard: one tab stop, the arrow moves from 'Gráfico' to 'Tabla', Space chooses it.
    const first = data.charts[0]!;
    const card = chartCard(page, first.title);
    await card.getByRole('button', { name: 'Gráfico', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => card.getByRole('button', { name: 'Tabla', exact: true }).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await card.getByRole('table', { name: first.title }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Tabla', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => tableRows(card.getByRole('table'))).toEqual(expectedRows(first));

    // Every other chart's table holds what the API answered to this session.
    for (const chart of data.charts.slice(1)) await expectTableOf(page, chart);
    // The execution stage's (issue 42): the demo's projects by execution state, and the budget by call.
    const execution = data.execution!;
    await expectTableOf(page, executionStates(data));
    const budget = chartCard(page, EXECUTION_DASHBOARD_LABELS.budget);
    await budget.getByRole('button', { name: 'Tabla', exact: true }).click();
    const [approved, executed] = [execution.budget_by_call.reduce((s, c) => s + c.approved, 0), execution.budget_by_call.reduce((s, c) => s + c.executed, 0)];
    await expect.poll(() => tableRows(budget.getByRole('table'))).toEqual([
      ...execution.budget_by_call.map((c) => [c.label, formatCop(c.approved), formatCop(c.executed), `${c.percent} %`]),
      ['Total', formatCop(approved), formatCop(executed), `${approved > 0 ? Math.round((executed * 100) / approved) : 0} %`],
    ]);
    await expectNoAxeViolations(page, 'dashboard (administrator, tables)');

    // And back to the drawing.
    await card.getByRole('button', { name: 'Gráfico', exact: true }).click();
    await card.getByRole('figure', { name: first.title }).locator('svg').first().waitFor();

    // The calls open today, with the days left and their projects.
    const calls = page.getByRole('region', { name: 'Convocatorias abiertas' });
    expect(data.open_calls?.length).toBeGreaterThan(0);
    for (const call of data.open_calls!) {
      const item = calls.getByRole('listitem').filter({ hasText: call.name });
      const left = call.days_left === 0 ? 'Cierra hoy' : call.days_left === 1 ? 'Queda 1 día' : `Quedan ${call.days_left} días`;
      await item.getByText(left, { exact: true }).waitFor();
      await item.getByText(`${call.sent} ${call.sent === 1 ? 'enviado' : 'enviados'}`, { exact: true }).waitFor();
      await item.getByText(`${call.drafts} ${call.drafts === 1 ? 'borrador' : 'borradores'}`, { exact: true }).waitFor();
    }
  });

  it('a lecturer sees their own strategies and projects by state and what needs their attention; a draft opens in its list', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    const data = await openDashboard(page);
    expect(data.charts).toEqual([]);
    expect(data.open_calls).toBeNull();
    const mine = data.mine!;
    expect(data.execution).toBeNull();
    // The demo's project En mora is docente's, with its overdue report (issue 42).
    expect(mine.attention.map((i) => i.kind)).toEqual(expect.arrayContaining(['project_arrears', 'report_overdue']));
    const charts = [
      { key: 'mine_strategies', title: 'Mis estrategias por estado', points: mine.strategies_by_state! },
      { key: 'mine_projects', title: 'Mis proyectos por estado', points: mine.projects_by_state! },
    ];
    await expectChartsDrawn(page, charts);
    const attention = page.getByRole('region', { name: 'Requiere su atención' });
    await attention.getByRole('link').first().waitFor();
    await expectNoAxeViolations(page, 'dashboard (lecturer)');
    for (const chart of charts) await expectTableOf(page, chart);

    // Each item is a link to its record, with its date as people read it.
    const links = attention.getByRole('link');
    await expect.poll(() => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(mine.attention.map((i) => i.ruta));
    const dated = mine.attention.find((i) => i.date)!;
    const [y, m, d] = dated.date!.slice(0, 10).split('-');
    await attention.getByRole('listitem').filter({ hasText: dated.label }).getByText(`${d}/${m}/${y}`).waitFor();

    // A project draft: its link opens My projects searched by its id, showing that one record.
    const draft = mine.attention.find((i) => i.kind === 'project_draft')!;
    const id = new URLSearchParams(draft.ruta.split('?')[1]).get('q')!;
    await attention.getByRole('link', { name: draft.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my_projects' && url.searchParams.get('q') === id);
    await expect.poll(() => page.getByRole('textbox', { name: 'Buscar' }).inputValue()).toBe(id);
    await listedRecord(page, id);

    // A strategy's item opens My strategies the same way.
    const strategy = mine.attention.find((i) => i.kind.startsWith('strategy_'))!;
    const strategyId = new URLSearchParams(strategy.ruta.split('?')[1]).get('q')!;
    await page.goBack();
    await attention.getByRole('link', { name: strategy.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my_strategies' && url.searchParams.get('q') === strategyId);
    await listedRecord(page, strategyId);
  });

  it('fits a laptop and a phone for both users (no sideways scroll; pictures in e2e/screenshots)', async () => {
    await atBothSizes(ACCOUNTS.admin, 'admin', product, async (page, data) => {
      // Charts far below the first screen wait until scrolled to (issue 45): the last one is not drawn yet.
      const last = chartCard(page, EXECUTION_DASHBOARD_LABELS.budget);
      await last.waitFor();
      expect(await last.locator('.MuiChartsSurface-root').count()).toBe(0);
      await expectChartsDrawn(page, [...data.charts, executionStates(data), { key: 'budget', title: EXECUTION_DASHBOARD_LABELS.budget, points: [] }]);
      await page.getByRole('region', { name: 'Convocatorias abiertas' }).getByRole('listitem').first().waitFor();
    });
    await atBothSizes(ACCOUNTS.docente, 'docente', product, async (page) => {
      await page.getByRole('region', { name: 'Requiere su atención' }).getByRole('link').first().waitFor();
      await expectChartsDrawn(page, [{ key: 'mine_projects', title: 'Mis proyectos por estado', points: [] }]);
    });
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
