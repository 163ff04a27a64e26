import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DECISION_MSG, EVAL_DECISION_API, selectionUrl, todayInBogota, type TSelection } from '@siiicca/shared';
import { projects } from '../../../db/schema';
import { queryRows } from '../../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';

/*
 * The acta de aprobación among the projects list's record downloads (issue 28), beside the spec's
 * actas de inicio and de compromiso: GET /getactaaprobacion/{ids}, on the demo data.
 */
const t = useTestApp();
let docente2: string;
let evaluador: string;
const APPROVED = 'Salud mental y bienestar de estudiantes universitarios en la pospandemia';
const READY = 'Gamificación para la enseñanza de la programación en primer semestre';
const RETURNED = 'Energía solar fotovoltaica para escuelas rurales de Boyacá';
const REJECTED = 'Turismo comunitario sostenible en la región del Sumapaz';

const idOf = async (title: string) => (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title)))[0]!.id;
const actas = (sel: TSelection, token = t.admin) => t.app.inject({ url: selectionUrl(EVAL_DECISION_API.approvalRecords, sel), headers: bearer(token) });

async function pdfText(body: Buffer | Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  evaluador = await loginAs(t, 'evaluador');
});

describe('GET /getactaaprobacion/{ids}', () => {
  it("is one PDF for one approved project, 'Acta de Aprobación - <id>.pdf', numbered as the decision made it", async () => {
    const id = await idOf(APPROVED);
    const res = await actas({ ids: [id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`Acta de Aprobación - ${id}.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('ACTA DE APROBACIÓN');
    expect(text).toMatch(/Acta No\. 1 de \d{4}/);
    expect(text).toContain(APPROVED);
  });

  it("is one ZIP of PDFs for several approved projects, and takes a filtered 'all' of Aprobado", async () => {
    const approved = await idOf(APPROVED);
    const ready = await idOf(READY);
    const approve = (confirm?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: EVAL_DECISION_API.decide(ready),
        headers: bearer(t.admin),
        payload: { decision: 'Aprobado', justification: 'Cumple los criterios de la convocatoria.', ...(confirm === undefined ? {} : { confirm_below_passing: confirm }) },
      });
    // Its weighted score (59) is below the call's passing score (60): approving it must be confirmed.
    for (const confirm of [undefined, false]) {
      const unconfirmed = await approve(confirm);
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json().message).toBe(DECISION_MSG.belowPassing(59, 60));
    }
    const decided = await approve(true);
    expect(decided.statusCode, decided.body).toBe(200);
    const res = await actas({ ids: [approved, ready] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="actas_aprobacion_${todayInBogota()}.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([`Acta de Aprobación - ${approved}.pdf`, `Acta de Aprobación - ${ready}.pdf`].sort());
    const readyText = await pdfText(await zip.file(`Acta de Aprobación - ${ready}.pdf`)!.async('uint8array'));
    // Numbered next in the call's year (after the demo's approved projects), as stored.
    const [stored] = await queryRows<{ number: number; year: number }>(t.db, sql`select number, year from project_approvals where project_id = ${ready}`);
    expect(stored!.number).toBeGreaterThan(1);
    expect(readyText).toContain(`Acta No. ${stored!.number} de ${stored!.year}`);
    expect(readyText).toContain('Puntaje ponderado (0 – 100) 59,00 Puntaje mínimo aprobatorio de la convocatoria 60,00');
    expect(readyText).toContain('El puntaje ponderado es inferior al mínimo aprobatorio');
    // An approval above it says nothing of the kind.
    const approvedText = await pdfText(await zip.file(`Acta de Aprobación - ${approved}.pdf`)!.async('uint8array'));
    expect(approvedText).not.toContain('inferior al mínimo aprobatorio');

    const filters = JSON.stringify([{ field: 'state', operation: 'Igual', value: 'Aprobado' }]);
    const all = await actas({ all: true, scope: 'all', filters });
    expect(all.statusCode, all.body).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(all.rawPayload)).files)).toHaveLength(2);
  });

  it('refuses a selection with a project that is not Aprobado (409, naming it), whatever else it holds', async () => {
    const returned = await idOf(RETURNED);
    const rejected = await idOf(REJECTED);
    const one = await actas({ ids: [returned] });
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(DECISION_MSG.notApproved([returned]));
    const mixed = await actas({ ids: [await idOf(APPROVED), rejected, returned] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(DECISION_MSG.notApproved([returned, rejected].sort((a, b) => a - b)));
    expect(mixed.json().message).toContain('2 de los proyectos elegidos no están en estado Aprobado');
    // Everything the unfiltered list shows: drafts and sent projects are not Aprobado either.
    expect((await actas({ all: true, scope: 'all' })).statusCode).toBe(409);
  });

  it("is the owner's for their own project; another lecturer's id is 404, an evaluator 403, bad ids 400", async () => {
    const approved = await idOf(APPROVED);
    const own = await actas({ ids: [approved] }, t.docente);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await actas({ ids: [await idOf(RETURNED)] }, t.docente)).statusCode).toBe(409);
    const other = await actas({ ids: [approved] }, docente2);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(DECISION_MSG.notFound);
    expect((await actas({ ids: [approved] }, evaluador)).statusCode).toBe(403);
    expect((await actas({ ids: [99_999_999] })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${EVAL_DECISION_API.approvalRecords}/abc`, headers: bearer(t.admin) })).statusCode).toBe(400);
    // The whole unfiltered 'Mis Proyectos' of the owner holds drafts: refused in words, nothing rendered.
    expect((await actas({ all: true, scope: 'mine' }, t.docente)).statusCode).toBe(409);
  });
});
