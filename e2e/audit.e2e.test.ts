import { describe, expect, it } from 'vitest';
import { AUDIT_MSG, SECURITY_EVENTS, todayInBogota } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { clickOption, expectSnack, nextListAnswer, untilStill } from './actions';
import { typeDate } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/*
 * 'Auditoría' (issue 43, docs/security-audit.md): the administrator exports the trail, finds that
 * export as a line of it by its event, narrows it by user and dates, at 1366 and 390 px with axe.
 */

const isAudit = (url: URL) => url.pathname === '/api/audit';

describe('the audit trail screen (/audit)', () => {
  const product = useProduct();

  it('exports the trail, then finds the export among the lines by event, user and dates', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const first = nextListAnswer(page, isAudit);
    await page.goto('/audit');
    await page.getByRole('heading', { name: AUDIT_MSG.title, level: 1 }).waitFor();
    await first;

    // The export is a download named by the day, and itself a line of the trail.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      expectSnack(page, 'Auditoría exportada', () => page.getByRole('button', { name: 'Exportar a Excel' }).click()),
    ]);
    expect(download.suggestedFilename()).toMatch(/^auditoria_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const byEvent = nextListAnswer(page, (url) => isAudit(url) && url.searchParams.get('event') === 'audit_exported');
    await page.getByRole('combobox', { name: 'Evento' }).click();
    await clickOption(page, page.getByRole('option', { name: SECURITY_EVENTS.audit_exported }));
    expect((await byEvent).body.data.length).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Eventos de auditoría' });
    const line = table.getByRole('row', { name: new RegExp(`${SECURITY_EVENTS.audit_exported}.*Administrador del Sistema.*Registros:`) }).first();
    await line.waitFor();

    // By user (the administrator's login) and by today's date: still there.
    const byUser = nextListAnswer(page, (url) => isAudit(url) && url.searchParams.get('user') === 'admin');
    await page.getByRole('textbox', { name: 'Usuario' }).fill('admin');
    await byUser;
    const today = todayInBogota();
    const byDay = nextListAnswer(page, (url) => isAudit(url) && url.searchParams.get('from') === today && url.searchParams.get('to') === today);
    const filters = page.getByRole('search', { name: 'Filtros de la auditoría' });
    const shown = today.split('-').reverse().join('/');
    await typeDate(page, filters, 'Desde', shown);
    await typeDate(page, filters, 'Hasta', shown);
    await byDay;
    await line.waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'Auditoría filtered (1366 px)');
    await screenshot(page, 'audit-1366');

    // Another user's name matches none of these lines.
    const nobody = nextListAnswer(page, (url) => isAudit(url) && url.searchParams.get('user') === 'docente2');
    await page.getByRole('textbox', { name: 'Usuario' }).fill('docente2');
    expect((await nobody).body.data).toEqual([]);
    await page.getByText(AUDIT_MSG.noEvents).waitFor();

    // On a phone: the same lines as cards, nothing scrolls sideways.
    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    const phoneList = nextListAnswer(phone, (url) => isAudit(url) && url.searchParams.get('event') === 'audit_exported');
    await phone.goto('/audit?event=audit_exported');
    expect((await phoneList).body.data.length).toBeGreaterThan(0);
    await phone.getByRole('list', { name: 'Eventos de auditoría' }).getByRole('listitem').first().waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, 'Auditoría (390 px)');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'audit-390');
  });
});
