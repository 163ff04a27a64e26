import fs from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRIVACY_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { clickOption, expectSnack, untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct, type TAccount, type TProduct } from './harness';

/*
 * Personal data under Ley 1581 (docs/personal-data-rights.md). The browser run's seed records every
 * demo account's acceptance of the notice's version 1 (apps/api/src/modules/privacy/testing); the
 * office publishes version 2 here, and the lecturer is stopped at the notice until they accept it.
 */
describe('personal data (Ley 1581)', () => {
  const product = useProduct();

  /** Signs `account` in through the API and accepts the notice in force if it has not (a test that runs alone or after another). */
  async function signedInAccepting(p: TProduct, account: TAccount) {
    const login = await fetch(`${p.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.user, password: account.password, type: account.type, remember: false }),
    });
    const token = ((await login.json()) as { token: { access_token: string } }).token.access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const status = (await (await fetch(`${p.baseUrl}/api/privacy/notice`, { headers })).json()) as { notice: { version: number }; accepted_at: string | null };
    if (!status.accepted_at) await fetch(`${p.baseUrl}/api/privacy/notice/accept`, { method: 'POST', headers, body: JSON.stringify({ version: status.notice.version }) });
    return headers;
  }

  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  it('the office publishes a new version at 1366 px, and the lecturer must accept it on a phone before anything else', async () => {
    await signedInAccepting(product(), ACCOUNTS.admin);
    const office = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await office.goto('/personal_data');
    await heading(office, 'Datos Personales').waitFor();
    await office.getByRole('tab', { name: 'Política de tratamiento' }).click();
    const body = office.getByLabel('Texto de la política');
    await expect.poll(() => body.inputValue()).toContain('Responsable del tratamiento');
    await body.fill(`${await body.inputValue()}\n\n9. Cambios\nVersión 2: se agrega el tratamiento para estadísticas de ciencia abierta.`);
    await expectNoAxeViolations(office, 'Datos Personales, política (1366 px)');
    await office.getByRole('button', { name: 'Publicar nueva versión' }).click();
    await expectSnack(office, PRIVACY_MSG.published(2), () => office.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click());

    const lecturer = await signedInPage(product(), ACCOUNTS.docente, { viewport: PHONE });
    await lecturer.goto('/my_strategies');
    // Sent to the notice: nothing else until it is accepted.
    await heading(lecturer, PRIVACY_MSG.noticeTitle).waitFor();
    await expect.poll(() => new URL(lecturer.url()).pathname).toBe('/privacy_notice');
    await lecturer.getByText('La política cambió (versión 2). Para continuar, léala y acéptela.').waitFor();
    await lecturer.getByText('se agrega el tratamiento para estadísticas de ciencia abierta').waitFor();
    await untilStill(lecturer);
    await expectNoAxeViolations(lecturer, 'la política por aceptar (390 px)');
    await expectSnack(lecturer, PRIVACY_MSG.accepted, () => lecturer.getByRole('button', { name: 'Acepto la política' }).click());
    await expect.poll(() => new URL(lecturer.url()).pathname).toBe('/dashboard');
    await lecturer.goto('/my_strategies');
    await expect.poll(() => lecturer.title()).toBe('Mis Estrategias | SIIICCA');
    expect(new URL(lecturer.url()).pathname).toBe('/my_strategies');
  });

  it('a lecturer downloads their data and files a request from the user menu (1366 px)', async () => {
    await signedInAccepting(product(), ACCOUNTS.docente);
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Opciones de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Mis Datos Personales' }).click();
    await heading(page, 'Mis Datos Personales').waitFor();
    await expectNoAxeViolations(page, 'Mis Datos Personales (1366 px)');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      expectSnack(page, 'Descarga de sus datos personales completa'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-personales_\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await fs.promises.readFile((await download.path())!));
    const data = JSON.parse(await zip.file('mis-datos.json')!.async('string')) as { account: { username: string }; projects: { own: unknown[] } };
    expect(data.account.username).toBe('docente');
    expect(data.projects.own.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Radicar solicitud' }).click();
    await page.getByText('Campo requerido').first().waitFor();
    await page.getByLabel('Tipo de solicitud').click();
    await clickOption(page, page.getByRole('option', { name: 'Corrección' }));
    await page.getByText('Se responde en un máximo de 15 días hábiles').waitFor();
    await page.getByLabel('Descripción de la solicitud').fill('Mi número de celular registrado no es el actual; por favor corríjanlo.');
    await expectSnack(page, 'Solicitud radicada. La respuesta se dará a más tardar el', () => page.getByRole('button', { name: 'Radicar solicitud' }).click());
    const mine = page.getByRole('list', { name: 'Mis solicitudes' });
    await mine.getByText('Mi número de celular registrado no es el actual').waitFor();
    await expect.poll(() => mine.getByRole('listitem').first().textContent()).toMatch(/Corrección #\d+Vence el \d{2}\/\d{2}\/\d{4}/);
  });

  it('the office answers a request on a phone (390 px), and the titular reads the answer', async () => {
    const titular = await signedInAccepting(product(), ACCOUNTS.docente2);
    const filed = (await (
      await fetch(`${product().baseUrl}/api/privacy/my/requests`, {
        method: 'POST',
        headers: titular,
        body: JSON.stringify({ kind: 'consulta', text: '¿Qué datos personales míos conserva el sistema y para qué?' }),
      })
    ).json()) as { id: number };
    await signedInAccepting(product(), ACCOUNTS.admin);
    const office = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await office.goto('/personal_data');
    await heading(office, 'Datos Personales').waitFor();
    const answer = office.getByRole('button', { name: new RegExp(`^Responder la solicitud #${filed.id} de `) });
    await answer.waitFor();
    await expectNoAxeViolations(office, 'Datos Personales, solicitudes (390 px)');
    await answer.click();
    const dialog = office.getByRole('dialog', { name: `Responder la solicitud #${filed.id}` });
    await dialog.getByLabel('Respuesta').fill('Conservamos su cuenta y los proyectos en los que participa, para gestionar las convocatorias.');
    await untilStill(office);
    await expectNoAxeViolations(office, 'responder una solicitud (390 px)');
    await expectSnack(office, PRIVACY_MSG.requestAnswered, () => dialog.getByRole('button', { name: 'Enviar respuesta' }).click());
    await answer.waitFor({ state: 'detached' });

    const mine = (await (await fetch(`${product().baseUrl}/api/privacy/my/requests/${filed.id}`, { headers: titular })).json()) as { answer: string };
    expect(mine.answer).toBe('Conservamos su cuenta y los proyectos en los que participa, para gestionar las convocatorias.');
  });
});
