import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { RECOVERY_MSG } from '@siiicca/shared';
import { startMailTrap } from '../apps/api/src/modules/recovery/testing/mail-trap';
import { signIn } from './actions';
import { ACCOUNTS, screenshot, useProduct } from './harness';

const NEW_PASSWORD = 'Mi nueva clave 2026';

/** Ticks the ALTCHA checkbox and waits until the proof of work is done. */
async function solveCaptcha(page: Page) {
  // A real mouse click on the box. The widget draws its (invisible until ticked) check mark over
  // the input, which Playwright's actionability check takes for an obstruction; the click still works.
  await page.getByRole('checkbox', { name: 'No soy un robot' }).click({ force: true });
  await page.getByText('Verificado', { exact: true }).waitFor();
}

describe('password recovery, as a person does it', () => {
  let trap: Awaited<ReturnType<typeof startMailTrap>>;
  // The product mails through a real SMTP server in this process; its address is known only once
  // the server listens, so the env object is completed before useProduct's own beforeAll reads it.
  const env: Record<string, string> = { ALTCHA_COST: '50', ALTCHA_MAX_NUMBER: '200' };
  beforeAll(async () => {
    trap = await startMailTrap();
    env.SMTP_URL = trap.url;
  });
  const product = useProduct(env);
  afterAll(async () => {
    await trap?.close();
  });

  it('asks for the address and the captcha, sends the link, resets the password and signs in with it', async () => {
    const page = await product().newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL('**/recover');
    const email = page.getByLabel('Correo Electrónico');
    await email.waitFor();
    await expect.poll(() => page.title()).toBe('Recuperar Contraseña | SIIICCA');
    await email.fill('docente');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Correo inválido', { exact: true }).waitFor();
    await page.getByText(RECOVERY_MSG.captchaRequired, { exact: true }).waitFor();
    await email.fill('');
    await page.getByText('Correo Requerido', { exact: true }).waitFor();
    await email.fill('docente@siiicca.test');
    await solveCaptcha(page);
    await screenshot(page, 'recovery-1-address-and-captcha');

    await page.getByRole('button', { name: 'Buscar' }).click();
    const choice = page.getByRole('radio', { name: 'm********s@c*****.test' });
    await choice.waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'd*****e@s******.test' }).isChecked()).toBe(true);
    await choice.check();
    await screenshot(page, 'recovery-2-choose-address');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(RECOVERY_MSG.mailSent, { exact: true }).waitFor();
    await screenshot(page, 'recovery-3-mail-sent');

    const mail = await trap.next();
    expect(mail.to).toEqual(['mafe.rojas@correo.test']);
    expect(mail.subject).toBe('Recuperación de contraseña - SIIICCA');
    const link = /https?:\/\/\S+\/findrecover\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${product().baseUrl}/findrecover/`)).toBe(true);

    await page.goto(link!);
    const address = page.getByLabel('Correo Electrónico');
    await address.waitFor();
    await page.getByText(/m\*{8}s@c\*{5}\.test/).waitFor();
    await address.fill('mafe.rojas@correo.test');
    await page.getByLabel('Nueva Contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repetir Contraseña', { exact: true }).fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Restablecer Contraseña' }).click();
    await page.getByText('Contraseñas no coinciden', { exact: true }).waitFor();
    await page.getByLabel('Repetir Contraseña', { exact: true }).fill(NEW_PASSWORD);
    await solveCaptcha(page);
    await screenshot(page, 'recovery-4-new-password');
    await page.getByRole('button', { name: 'Restablecer Contraseña' }).click();
    await page.getByText(RECOVERY_MSG.passwordReset, { exact: true }).waitFor();
    await screenshot(page, 'recovery-5-password-reset');

    await page.getByRole('link', { name: 'Ir al Ingreso' }).click();
    await page.waitForURL('**/login');
    await signIn(page, ACCOUNTS.docente, { password: NEW_PASSWORD });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my_strategies');
    await screenshot(page, 'recovery-6-signed-in');

    // The link worked once: opened again, the page shows why instead of the form.
    const again = await product().newPage();
    await again.goto(link!);
    await again.getByRole('alert').filter({ hasText: RECOVERY_MSG.tokenError }).waitFor();
    await again.getByText(RECOVERY_MSG.tokenUsedOrExpired).waitFor();
    await expect.poll(() => again.getByLabel('Nueva Contraseña', { exact: true }).count()).toBe(0);
    await screenshot(again, 'recovery-7-used-link');
  });

  it('solves a challenge of the production cost in the browser (the time is printed, not asserted: a loaded machine is not a slow captcha)', async () => {
    // The product's default cost (config ALTCHA_COST=1000, ALTCHA_MAX_NUMBER=1000), solved by the
    // same widget and worker the page uses.
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      counter: 750, // the average of the counters drawn from [500, 1000]
      deriveKey,
      hmacSignatureSecret: 'x'.repeat(32),
      hmacKeySignatureSecret: 'y'.repeat(32),
    });
    const page = await product().newPage();
    await page.goto('/recover');
    await page.getByRole('checkbox', { name: 'No soy un robot' }).waitFor();
    // The widget is timed from the moment it has loaded (its 'load' event: its methods are ready), not
    // from its creation.
    await page.evaluate((json) => {
      const widget = document.createElement('altcha-widget');
      widget.id = 'timed-altcha';
      widget.setAttribute('challenge', json);
      widget.setAttribute('configuration', JSON.stringify({ minDuration: 0 }));
      widget.addEventListener('load', () => widget.setAttribute('data-loaded', ''));
      document.body.appendChild(widget);
    }, JSON.stringify(challenge));
    await page.locator('#timed-altcha[data-loaded]').waitFor({ state: 'attached' });
    const took = await page.evaluate(async () => {
      const widget = document.getElementById('timed-altcha')!;
      const start = performance.now();
      const done = new Promise<void>((resolve) =>
        widget.addEventListener('statechange', (e) => (e as CustomEvent).detail.state === 'verified' && resolve()),
      );
      (widget as unknown as { verify: () => Promise<unknown> }).verify();
      await done;
      return performance.now() - start;
    });
    console.info(`ALTCHA cost 1000 x 750 attempts solved in Chromium in ${Math.round(took)} ms`);
    expect(took).toBeGreaterThan(0);
  });

  it('logs no browser errors (no Content-Security-Policy violation either)', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
