import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { SF_MSG, SYSTEM_ID } from '@siiicca/shared';
import { expectSnack, fillLogin, openUserMenu, signIn, signOut, storedSession, untilStill } from './actions';
import { expectNoAxeViolations } from './a11y';
import { ACCOUNTS, LAPTOP, PHONE, useProduct } from './harness';

/** RFC 6238 (SHA-1, 6 digits, 30 s) as an authenticator app computes it, from the base32 secret. */
function totp(secret: string, ms: number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The QR drawn in the page, read back from its pixels as a phone's camera would. */
async function readQr(page: Page) {
  const img = page.getByRole('img', { name: 'Código QR para su aplicación de autenticación' });
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const pixels = await img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!decoded) throw new Error('The QR code could not be read');
  return new URL(decoded.data);
}

describe('second factor (TOTP)', () => {
  const product = useProduct();
  // The administrator's token from before any test enrols their second factor: the API calls of the file.
  let adminToken = '';
  beforeAll(async () => {
    const res = await fetch(`${product().baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.admin.user, password: ACCOUNTS.admin.password, type: 'adm', system: SYSTEM_ID }),
    });
    adminToken = ((await res.json()) as { token: { access_token: string } }).token.access_token;
  });

  /** Turns 'Exige segundo factor' of the Evaluador profile on or off, as Perfiles saves it. */
  async function evaluatorProfileRequires(on: boolean) {
    const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${product().baseUrl}/api/roles/roles?q=Evaluador`, { headers })).json()) as { data: { id: number; name: string; description: string }[] };
    const role = list.data.find((r) => r.name === 'Evaluador')!;
    const res = await fetch(`${product().baseUrl}/api/roles/roles/${role.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: role.name, description: role.description, requires_second_factor: on }),
    });
    expect(res.status).toBe(200);
  }

  it('enrols an authenticator app from the QR at 1366 px, then signs in with a code and, at 390 px, with a recovery code', async () => {
    const page = await product().newPage({ viewport: LAPTOP });
    await signIn(page, ACCOUNTS.admin);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Seguridad de la cuenta' }).click();
    const totpSection = page.getByRole('region', { name: 'Aplicación de autenticación' });
    await totpSection.getByRole('button', { name: 'Activar aplicación de autenticación' }).click();

    const uri = await readQr(page);
    expect(uri.protocol).toBe('otpauth:');
    expect(`${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('totp/SIIICCA:admin');
    const secret = uri.searchParams.get('secret')!;
    expect(await page.getByTestId('totp-secret').textContent()).toBe(secret);
    await expectNoAxeViolations(page, 'activar aplicación de autenticación (1366 px)');

    await totpSection.getByLabel('Código de 6 dígitos').fill(totp(secret, Date.now()));
    await expectSnack(page, /^Segundo factor activado/, () => totpSection.getByRole('button', { name: 'Confirmar' }).click());
    const codes = (await page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page, 'códigos de recuperación (1366 px)');
    await totpSection.getByRole('button', { name: 'Ya los guardé' }).click();
    await totpSection.getByText('Códigos de recuperación disponibles: 10').waitFor();

    // Signed out, the password alone no longer signs in: the second step asks for a code. The code of
    // the next step (an app a few seconds ahead): the one used to enrol is never taken twice.
    await signOut(page);
    await fillLogin(page, ACCOUNTS.admin);
    const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
    await step.getByLabel('Código de verificación').waitFor();
    expect(await storedSession(page)).toBeNull();
    await expectNoAxeViolations(page, 'verificación en dos pasos (1366 px)');
    await step.getByLabel('Código de verificación').fill('000000' === totp(secret, Date.now() + 30_000) ? '111111' : '000000');
    await expectSnack(page, 'Código incorrecto', () => step.getByRole('button', { name: 'Verificar' }).click());
    await step.getByLabel('Código de verificación').fill(totp(secret, Date.now() + 30_000));
    await expectSnack(page, 'Ingreso Correcto', () => step.getByRole('button', { name: 'Verificar' }).click());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect((await storedSession(page))?.user.name).toBe('Administrador del Sistema');

    // On a phone, with a recovery code instead of the app.
    await page.setViewportSize(PHONE);
    await signOut(page);
    await fillLogin(page, ACCOUNTS.admin);
    await step.getByLabel('Código de verificación').fill(codes[0]!);
    await untilStill(page);
    await expectNoAxeViolations(page, 'verificación en dos pasos (390 px)');
    await expectSnack(page, 'Ingreso Correcto', () => step.getByRole('button', { name: 'Verificar' }).click());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Seguridad de la cuenta' }).click();
    await totpSection.getByText('Códigos de recuperación disponibles: 9').waitFor();
    const sessions = page.getByRole('region', { name: 'Sesiones activas' });
    await sessions.getByText('Esta sesión').waitFor();
    await expectNoAxeViolations(page, 'seguridad de la cuenta (390 px)');
  });

  it('keeps an evaluator whose profile requires a second factor on \'Seguridad de la cuenta\' until they enrol; signing out still works', async () => {
    await evaluatorProfileRequires(true);
    try {
      const page = await product().newPage({ viewport: LAPTOP });
      await signIn(page, ACCOUNTS.evaluador);
      await page.waitForURL((url) => url.pathname === '/account_security');
      await page.getByText(SF_MSG.enrolmentRequired).waitFor();
      // Any other screen sends them back.
      await page.goto('/my_evaluations');
      await page.waitForURL((url) => url.pathname === '/account_security');
      await page.getByRole('button', { name: 'Activar aplicación de autenticación' }).waitFor();
      await signOut(page);
    } finally {
      await evaluatorProfileRequires(false);
    }
  });
});
