import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, STRATEGY_API, STRATEGY_MSG, filtersParam, strategySelectionUrl, type TStrategySelection } from '@siiicca/shared';
import { bearer, useTestApp } from '../../../../test/helpers';
import { newLecturer, signIn } from '../../../../test/accounts';
import { expectSelectionRefusals, newReviewer, rowsOf, workbook } from '../../../../test/exports';
import { pdfText } from '../../../../test/read-back';
import { PDF, save, saveMultipart, strategyOf } from '../test-fixtures';

const t = useTestApp();
let mine = '';
let other = '';
let reviewer = '';
/** Lecturer A's strategies: a collective named like a formula (with a letter and a report), a study group, a work group. */
const ids = { formula: 0, study: 0, work: 0, otherStudy: 0, otherDraft: 0 };

const get = (url: string, token = mine) => t.app.inject({ url, headers: bearer(token) });
const excel = (sel: TStrategySelection, token = mine) => get(strategySelectionUrl(STRATEGY_API.excel, sel), token);
const zip = (sel: TStrategySelection, token = mine) => get(strategySelectionUrl(STRATEGY_API.attachments, sel), token);

/** Stores `content` as a file of the app's file store and points the strategy's final report at it. */
async function storeFinalReport(id: number, content: Buffer, relative = `strategies/informe-${id}.pdf`) {
  const full = path.join(t.deps.config.DATA_DIR, 'files', relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  await t.db.execute(sql`update strategies set final_report_path = ${relative}, final_report_name = 'informe.pdf', final_report_size = ${content.length} where id = ${id}`);
}

beforeAll(async () => {
  mine = await signIn(t, await newLecturer(t), 'sac');
  other = await signIn(t, await newLecturer(t), 'sac');
  reviewer = await newReviewer(t, { username: 'revisor.exportes', name: 'Revisora de Exportes', identity: '77001' });
  const formula = await strategyOf(t.db, 'Colectivos Académicos');
  formula.name = '=HYPERLINK("http://malo.test","Clic")';
  const letter = { field: 'approvement_letter', filename: '../../etc/passwd\u0007.pdf', content: PDF };
  const saved = await saveMultipart(t, mine, formula, [letter]);
  expect(saved.statusCode, saved.body).toBe(201);
  ids.formula = saved.json().data.id;
  const study = await strategyOf(t.db, 'Grupos de Estudio');
  study.name = 'Grupo de Estudio de Exportación';
  study.problem_nucleus = 'Núcleo Problémico: la lectura crítica en el aula';
  ids.study = (await save(t, mine, study)).json().data.id;
  const work = await strategyOf(t.db, 'Grupos de Trabajo');
  work.name = 'Grupo de Trabajo de Exportación';
  ids.work = (await save(t, mine, work)).json().data.id;
  ids.otherStudy = (await save(t, other, await strategyOf(t.db, 'Grupos de Estudio'))).json().data.id;
  const draft = await t.app.inject({ method: 'POST', url: STRATEGY_API.drafts, headers: bearer(other), payload: { step: 1, data: { name: 'Borrador ajeno' } } });
  ids.otherDraft = draft.json().data.id;
  expect(Object.values(ids).every((id) => id > 0)).toBe(true);
});

describe('GET /strategyexcel/{ids}', () => {
  it('streams a workbook of the chosen strategies: every field, and actors, products and activities keyed by id', async () => {
    const res = await excel({ ids: [ids.formula, ids.study] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="estrategias_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Estrategias', 'Actores', 'Productos', 'Actividades']);

    const strategies = rowsOf(wb, 'Estrategias');
    expect(strategies.headers.slice(0, 9)).toEqual([
      'Id', 'Fecha de Creación', 'Fecha de Vencimiento', 'Tipo de Estrategia', 'Seccional', 'Divisiones', 'Facultades', 'Programas', 'Docente Líder',
    ]);
    expect(strategies.headers).toEqual(expect.arrayContaining(['Identificación del Líder', 'Correo del Líder', 'Docente', 'Nombre', 'Estado', 'Periodo', 'Número de Actores']));
    expect(strategies.rows.map((r) => r.Id)).toEqual([ids.study, ids.formula]);
    const study = strategies.rows[0]!;
    expect(study).toMatchObject({
      'Tipo de Estrategia': 'Grupos de Estudio',
      Nombre: 'Grupo de Estudio de Exportación',
      Estado: 'Activo',
      'Docente Líder': 'María Fernanda Rojas Díaz',
      'Núcleo Problémico / Problema Social': 'Núcleo Problémico: la lectura crítica en el aula',
      'Número de Actores': 3,
      'Número de Productos': 1,
      'Número de Actividades': 2,
      'Carta de Aprobación': 'No',
    });
    expect(study['Fecha de Creación']).toBeInstanceOf(Date);
    expect(String(study.Facultades).length).toBeGreaterThan(0);
    expect(String(study.Docente)).toMatch(/^Docente de Prueba/);
    // A name typed like a formula is text in the sheet, never a formula.
    const formula = strategies.rows[1]!;
    expect(formula.Nombre).toBe(`'=HYPERLINK("http://malo.test","Clic")`);
    expect(formula['Carta de Aprobación']).toBe('Sí');
    expect(formula['Número de Actores']).toBe(6);

    const actors = rowsOf(wb, 'Actores').rows;
    expect(new Set(actors.map((a) => a['Id Estrategia']))).toEqual(new Set([ids.formula, ids.study]));
    expect(actors.filter((a) => a['Id Estrategia'] === ids.formula).map((a) => a['Tipo de Actor'])).toEqual([
      'Líder', 'Docente', 'Egresado', 'Estado', 'Estudiante', 'Sector Productivo', 'Sociedad Civil',
    ]);
    expect(actors).toContainEqual(expect.objectContaining({ 'Id Estrategia': ids.study, 'Tipo de Actor': 'Docente', Nombre: 'Laura Méndez Ortiz', Vinculación: 'Tiempo Completo' }));
    expect(actors).toContainEqual(expect.objectContaining({ 'Id Estrategia': ids.formula, Entidad: null, Nombre: 'Cafés Especiales del Huila S.A.S.', Cargo: 'Gerente' }));
    const products = rowsOf(wb, 'Productos').rows;
    expect(products.map((p) => p['Id Estrategia'])).toEqual([ids.study, ids.formula]);
    expect(typeof products[0]!.Producto).toBe('string');
    const activities = rowsOf(wb, 'Actividades').rows;
    expect(activities.filter((a) => a['Id Estrategia'] === ids.study)).toEqual([
      { 'Id Estrategia': ids.study, 'N.º': 1, Actividad: 'Sesión de apertura y acuerdos de trabajo.' },
      { 'Id Estrategia': ids.study, 'N.º': 2, Actividad: 'Seminario mensual de lectura.' },
    ]);
  });

  it("selects 'all' the list's search and filters match, across pages", async () => {
    const filters = filtersParam([{ field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' }]);
    const res = await excel({ all: true, scope: 'mine', q: 'exportación', filters });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(rowsOf(await workbook(res.rawPayload), 'Estrategias').rows.map((r) => r.Id)).toEqual([ids.work]);
    const everyOne = await excel({ all: true, scope: 'mine' });
    expect(rowsOf(await workbook(everyOne.rawPayload), 'Estrategias').rows.map((r) => r.Id)).toEqual([ids.work, ids.study, ids.formula]);
  });

  it("lets a Revisor export everyone's, except other people's drafts", async () => {
    const chosen = await excel({ ids: [ids.study, ids.otherStudy] }, reviewer);
    expect(chosen.statusCode).toBe(200);
    expect(rowsOf(await workbook(chosen.rawPayload), 'Estrategias').rows.map((r) => r.Id)).toEqual([ids.otherStudy, ids.study]);
    const all = rowsOf(await workbook((await excel({ all: true, scope: 'all', q: 'exportación' }, reviewer)).rawPayload), 'Estrategias');
    expect(all.rows.map((r) => r.Id)).toEqual([ids.work, ids.study]);
    expect((await excel({ ids: [ids.otherDraft] }, reviewer)).statusCode).toBe(404);
  });

  it("answers 404 for another lecturer's strategy or draft, even among one's own, and 403 for a lecturer's scope=all", async () => {
    for (const chosen of [[ids.otherStudy], [ids.study, ids.otherStudy], [ids.otherDraft], [2_000_000_000]]) {
      const res = await excel({ ids: chosen });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: STRATEGY_MSG.notFound });
      expect((await zip({ ids: chosen })).statusCode).toBe(404);
    }
    const all = await excel({ all: true, scope: 'all' });
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toMatch(/permiso/i);
    expect((await zip({ all: true, scope: 'all' })).statusCode).toBe(403);
  });

  it('refuses a bad selection with a 400 in Spanish', async () => {
    const tooMany = JSON.stringify(Array.from({ length: 1001 }, (_, i) => i + 1));
    await expectSelectionRefusals((url) => get(url), [STRATEGY_API.excel, STRATEGY_API.attachments], [
      ['[0]', MSG.invalidValue],
      ['["x"]', MSG.invalidValue],
      ['[]', STRATEGY_MSG.selectionEmpty],
      [tooMany, STRATEGY_MSG.selectionTooLarge(1000)],
      ['[2147483648]', MSG.outOfRange],
      ['drop table strategies', MSG.invalidValue],
      ['[1,2', MSG.invalidValue],
      ['{"ids":[1]}', MSG.invalidValue],
    ] as const);
    expect((await get(`${STRATEGY_API.excel}/all?scope=todos`)).statusCode).toBe(400);
    expect((await get(`${STRATEGY_API.excel}/all?filters=${encodeURIComponent(filtersParam([{ field: 'password', operation: 'Igual', value: 'x' }]))}`)).statusCode).toBe(400);
  });
});

describe('GET /getsanexos/{ids}', () => {
  it('streams a ZIP with a folder per strategy holding its letter and final report, with safe names', async () => {
    const report = Buffer.concat([PDF, Buffer.from('% informe final\n')]);
    await storeFinalReport(ids.formula, report);
    await storeFinalReport(ids.work, report);
    // A hostile name: climbing folders, separators of both systems, control characters, a very long tail.
    await t.db.execute(sql`update strategies set name = ${'../..\\evil:/*?\u0007\u202e name' + 'x'.repeat(300)} where id = ${ids.work}`);
    const res = await zip({ ids: [ids.formula, ids.study, ids.work] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="anexos_estrategias_\d{4}-\d{2}-\d{2}\.zip"$/);
    const archive = await JSZip.loadAsync(res.rawPayload);
    const names = Object.values(archive.files).filter((f) => !f.dir).map((f) => f.name);
    const formulaFolder = `${ids.formula} - =HYPERLINK(_http___malo.test_,_Clic_)`;
    const workFolder = names.find((n) => n.startsWith(`${ids.work} - `))!.split('/')[0]!;
    expect(names.sort()).toEqual(
      [`${formulaFolder}/Carta de aprobación.pdf`, `${formulaFolder}/Informe final.pdf`, `${workFolder}/Informe final.pdf`].sort(),
    );
    for (const name of names) {
      expect(name.split('/')).toHaveLength(2);
      expect(name).not.toMatch(/\.\.|\\|[\p{Cc}\p{Cf}:*?"<>|]/u);
    }
    // Separators and control characters replaced, dot runs folded, leading dots dropped, 80 characters kept.
    expect(workFolder).toBe(`${ids.work} - _._evil____ name${'x'.repeat(64)}`);
    expect(Buffer.from(await archive.file(`${formulaFolder}/Carta de aprobación.pdf`)!.async('uint8array'))).toEqual(PDF);
    expect(Buffer.from(await archive.file(`${workFolder}/Informe final.pdf`)!.async('uint8array'))).toEqual(report);
  });

  it('skips a file gone from disk, and answers 404 when nothing is left to send', async () => {
    fs.rmSync(path.join(t.deps.config.DATA_DIR, 'files', `strategies/informe-${ids.work}.pdf`));
    const res = await zip({ ids: [ids.work, ids.formula] });
    expect(res.statusCode).toBe(200);
    const names = Object.keys((await JSZip.loadAsync(res.rawPayload)).files).filter((n) => !n.endsWith('/'));
    expect(names.every((n) => n.startsWith(`${ids.formula} - `))).toBe(true);
    for (const sel of [{ ids: [ids.study] }, { ids: [ids.work] }]) {
      const none = await zip(sel);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: STRATEGY_MSG.noAttachments });
    }
  });

  it("lets a Revisor download everyone's attachments with scope=all", async () => {
    const res = await zip({ all: true, scope: 'all', q: 'HYPERLINK' }, reviewer);
    expect(res.statusCode).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(res.rawPayload)).files).some((n) => n.startsWith(`${ids.formula} - `))).toBe(true);
  });
});

describe('GET /strategypdf/{id}', () => {
  it('renders the whole strategy with the institution header, leader, actors, products, activities and accents', async () => {
    const res = await get(STRATEGY_API.pdf(ids.study));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ids.study}_Grupo de Estudio de Exportacion.pdf"; filename*=UTF-8''${ids.study}_Grupo%20de%20Estudio%20de%20Exportaci%C3%B3n.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Universidad Santo Tomás',
      'Grupo de Estudio de Exportación',
      'Estado y Fechas',
      'Activo',
      'Información General',
      'Núcleo Problémico',
      'la lectura crítica en el aula',
      'Docente Líder',
      'María Fernanda Rojas Díaz',
      'Laura Méndez Ortiz',
      'Andrés Felipe Núñez',
      'Sofía Herrera Peña',
      'Sesión de apertura y acuerdos de trabajo.',
      'Productos Esperados',
      'Página 1 de',
    ]) expect(text).toContain(expected);
    const [product] = (await t.app.inject({ url: STRATEGY_API.one(ids.study), headers: bearer(mine) })).json().products;
    expect(text).toContain(product.name);
  });

  it("shows a collective's organisations and its 'Problema Social'", async () => {
    const text = await pdfText((await get(STRATEGY_API.pdf(ids.formula))).rawPayload);
    for (const expected of ['Problema Social', 'Sector Productivo', 'Cafés Especiales del Huila S.A.S.', 'Jorge Ramírez', 'Alcaldía de Tunja', 'Sociedad Civil']) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another lecturer's strategy or draft; a Revisor reads everyone's", async () => {
    for (const id of [ids.otherStudy, ids.otherDraft, 2_000_000_000]) {
      const res = await get(STRATEGY_API.pdf(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: STRATEGY_MSG.notFound });
    }
    expect((await get(STRATEGY_API.pdf(ids.otherStudy), reviewer)).statusCode).toBe(200);
    expect((await get(STRATEGY_API.pdf(ids.otherDraft), reviewer)).statusCode).toBe(404);
    expect((await get('/api/siiicca/strategypdf/abc')).statusCode).toBe(400);
  });
});
