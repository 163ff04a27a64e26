import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, LAPTOP, signedInPage, useProduct } from './harness';

/** What the page says of the element the keyboard has just reached. */
type TStop = { what: string; inChart: boolean; named: boolean; style: string; width: number; ratio: number };

/**
 * The element with the keyboard focus: its name, whether it sits in a dashboard chart, its focus
 * ring (outline style and width; a text box's border) and the ring's contrast against what surrounds
 * it (the first painted background among its ancestors, every colour of a gradient; WCAG's relative
 * luminance), as Chromium computes them.
 */
function focusedStop(): TStop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]: number[]) => {
    const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
  };
  // The surroundings: the first ancestor painted with a colour or a gradient (every colour of it counts).
  const painted = (e: Element) => {
    const st = getComputedStyle(e);
    const colours = [...st.backgroundImage.matchAll(/rgba?\([^)]*\)/g)].map((m) => m[0]);
    if ((rgb(st.backgroundColor)[3] ?? 1) !== 0) colours.push(st.backgroundColor);
    return colours;
  };
  let around = el.parentElement;
  while (around && painted(around).length === 0) around = around.parentElement;
  const backgrounds = around ? painted(around) : ['rgb(255, 255, 255)'];
  // A text box shows its focus as its border (MUI's outlined field: 2 px in the primary colour).
  const border = el.matches('input, textarea, [role="combobox"]') ? el.closest('.MuiOutlinedInput-root')?.querySelector('.MuiOutlinedInput-notchedOutline') : null;
  const ring = border
    ? { outlineStyle: getComputedStyle(border).borderTopStyle, outlineWidth: getComputedStyle(border).borderTopWidth, outlineColor: getComputedStyle(border).borderTopColor }
    : getComputedStyle(el);
  const ratioTo = (bg: string) => {
    const [a, b] = [lum(rgb(ring.outlineColor)), lum(rgb(bg))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  return {
    what: `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] "${name.slice(0, 40)}"`,
    inChart: !!el.closest('[data-testid^="chart-"]') && !el.closest('.MuiToggleButtonGroup-root'),
    named: name.length > 0,
    style: ring.outlineStyle,
    width: parseFloat(ring.outlineWidth),
    ratio: Math.min(...backgrounds.map(ratioTo)),
  };
}

/** Tabs through the page from its top, `count` times at most (until the focus comes round again), and collects each stop. */
async function tabThrough(page: Page, count: number) {
  const stops: TStop[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(focusedStop);
    if (!stop) continue;
    if (stops.length > 0 && stop.what === stops[0]!.what) break;
    stops.push(stop);
  }
  return stops;
}

/** The stops whose focus ring is missing, thinner than 2 px or under 3:1 against its surroundings. */
const faint = (stops: TStop[]) => stops.filter((s) => s.style === 'none' || s.width < 2 || s.ratio < 3).map((s) => `${s.what}: ${s.style} ${s.width}px ${s.ratio.toFixed(2)}:1`);

describe('the keyboard focus is always in sight (issue 45)', () => {
  const product = useProduct();

  it('every menu item, button and link of the dashboard shows a ring of 3:1 or more, and the charts are not tab stops', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await page.goto('/dashboard');
    await page.locator('[data-testid^="chart-"] svg').first().waitFor();
    const stops = await tabThrough(page, 120);
    expect(stops.length).toBeGreaterThan(20);
    expect(faint(stops)).toEqual([]);
    // A chart's data is its 'Tabla' view (a named toggle); the drawing itself takes no tab stop.
    expect(stops.filter((s) => s.inChart).map((s) => s.what)).toEqual([]);
    expect(stops.filter((s) => !s.named).map((s) => s.what)).toEqual([]);
    // The current menu item keeps its dark background under the keyboard's focus (white text on it).
    await page.getByRole('link', { name: 'Inicio', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.getByRole('link', { name: 'Inicio', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(7, 42, 77)');
  });

  it('a record list: the grid toolbar, the pager and the top bar show the ring too', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await page.goto('/strategies');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    // The menu and the user's actions (their own chunk) are in the tab order once they show.
    await page.getByRole('button', { name: 'AD, Opciones de usuario', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    const stops = await tabThrough(page, 80);
    expect(stops.length).toBeGreaterThan(20);
    expect(faint(stops)).toEqual([]);
  });
});
