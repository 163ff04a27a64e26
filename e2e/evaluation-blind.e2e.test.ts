import fs from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { PROJECT_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { openMyEvaluations, untilStill } from './actions';
import { rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import { goToProjectStep, openProjects } from './projects-actions';

/*
 * The demo's blind call (issue 39, apps/api/src/modules/evaluation/demo-blind-seed.ts): its project,
 * accepted by evaluador, read on a phone without the team's names and without the hidden CV, and its
 * proposal downloaded without the author LibreOffice wrote into it; its lecturer is told, above the
 * documents, that evaluators read them without metadata.
 */
const PROJECT = 'Monitoreo comunitario de la calidad del agua en acueductos veredales';
const AUTHOR = /Rojas Díaz|María Fernanda|MFRD|docente@siiicca\.test/;

describe('a blind call', () => {
  const product = useProduct();

  it("the evaluator reads the project at 390 px without the team's names or the hidden CV, and downloads the proposal without its author", async () => {
    const page = await openMyEvaluations(product(), PHONE);
    const row = rowOf(page, PROJECT).first();
    await row.getByText('Aceptada').waitFor();
    await row.getByRole('button', { name: 'Abrir evaluación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evaluación de proyecto' });
    await dialog.getByRole('heading', { name: PROJECT }).waitFor();
    await dialog.getByRole('heading', { name: 'Documentos (2)' }).waitFor();
    await dialog.getByRole('button', { name: 'Descargar Propuesta de investigación' }).waitFor();
    await dialog.getByRole('button', { name: 'Descargar Anexo técnico' }).waitFor();
    await expect.poll(() => dialog.getByText(/Hoja de vida/).count()).toBe(0);
    await expect.poll(() => dialog.textContent()).not.toMatch(AUTHOR);
    await untilStill(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'evaluación ciega (390 px)');
    await screenshot(page, 'evaluation-blind-390');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar Propuesta de investigación' }).click()]);
    expect(download.suggestedFilename()).toBe('Documento-Propuesta de investigación.docx');
    const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
    const parts = await Promise.all(Object.values(zip.files).filter((f) => !f.dir).map((f) => f.async('string')));
    expect(parts.join('\n')).not.toMatch(AUTHOR);
    expect(parts.join('\n')).toContain('Muestreo mensual durante doce meses en seis acueductos.');
  });

  it("the lecturer is told above the project's documents that evaluators read them without metadata, and which one they do not see", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openProjects(page);
    await search(page, PROJECT);
    await rowOf(page, PROJECT).first().getByRole('button', { name: 'Ver', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Ver Proyecto' });
    await form.getByRole('combobox', { name: 'Convocatoria' }).waitFor();
    await goToProjectStep(page, form, 'Documentación requerida');
    await form.getByText(PROJECT_MSG.blindDocuments).waitFor();
    await form.getByRole('listitem', { name: 'Hoja de vida CvLAC del investigador principal' }).getByText('No lo ven los evaluadores').waitFor();
    await form.getByRole('listitem', { name: 'Propuesta de investigación' }).getByText('Lo leen los evaluadores, sin metadatos').waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'documentos de un proyecto de convocatoria ciega');
  });
});
