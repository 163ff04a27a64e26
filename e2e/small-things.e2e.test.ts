import { describe, expect, it } from 'vitest';
import { untilStill } from './actions';
import { choose } from './catalogues-actions';
import { ACCOUNTS, signedInPage, useProduct } from './harness';
import { openList, openNewWizard } from './strategies-wizard-actions';

/** Issue 26 point 10: small things a careful user notices. */
describe('small things a careful user notices', () => {
  const product = useProduct();

  it('the student sign-in offers no account type to choose (students have SAC accounts only)', async () => {
    const page = await product().newPage();
    await page.goto('/login/estudiante');
    await page.getByLabel('Usuario o Correo').waitFor();
    expect(await page.getByRole('radio', { name: 'Admon' }).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Tipo de cuenta' }).count()).toBe(0);
    // The staff sign-in still offers both.
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Admon' }).waitFor();
    expect(await page.getByRole('radio', { name: 'SAC' }).isChecked()).toBe(true);
  });

  it("after 'Siguiente' the keyboard focus is on the new step's heading", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente);
    await openList(page);
    const wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Estudio');
    await wizard.getByRole('button', { name: 'Siguiente' }).focus();
    await page.keyboard.press('Enter');
    await untilStill(page);
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return { tag: el?.tagName ?? '', text: el?.textContent ?? '', current: el?.querySelector('[aria-current="step"]') !== null };
    });
    expect(focused.tag).toBe('H3');
    expect(focused.current).toBe(true);
    // Tab from the heading reaches the step's own title button next, not the top of the dialog.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('step');
  });
});
