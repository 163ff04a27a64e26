import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_API, STRATEGY_API, STRATEGY_KINDS, selectionUrl, type TStrategyKind } from '@siiicca/shared';
import { newLecturer, signIn } from './accounts';
import { bearer, useTestApp } from './helpers';
import { expectInsideAndPrinted, probed } from './pdf-layout';
import { read } from './read-back';
import { fixtureIds, saveMultipart } from '../src/modules/strategies/test-fixtures';
import { boundsStrategy, strategyChoices } from '../src/modules/strategies/write-read-bodies';
import { projectFixture, saveProject } from '../src/modules/projects/test-fixtures';
import { boundsProject, offeredResults, projectOwner } from '../src/modules/projects/write-read-bodies';

/*
 * Every generated PDF, filled with the longest values its fields take (words of hundreds of
 * letters without a space, 150-character e-mails, accents, ñ, emoji and symbols), keeps its text
 * between the page's side margins and prints every character with a font that has it (issue 26).
 */

const t = useTestApp();
/** brandedDocument's side margins (lib/pdf.ts); the manual's are its own. */
const MARGIN = 45;
const SYMBOLS = ['ñÁü', '😀', '≥', '€', '→', '✓', '★', '∑'];
const expectSymbols = (text: string) => {
  for (const s of SYMBOLS) expect(text, s).toContain(s);
};

describe('strategy PDFs at their bounds', () => {
  let owner = '';
  beforeAll(async () => {
    owner = await signIn(t, await newLecturer(t), 'sac');
  });

  it.each(STRATEGY_KINDS.map((k) => [k]))('%s: every actor table and long text inside the margins, every symbol printed', async (kind: TStrategyKind) => {
    const body = boundsStrategy(kind, await strategyChoices(t.db, kind, await fixtureIds(t.db, kind)));
    body.name = probed(body.name);
    body.methodology = probed(body.methodology as string);
    const actors = body.actors as Record<string, unknown>[];
    for (const a of actors) {
      if (typeof a.actor_name === 'string') a.actor_name = probed(a.actor_name);
      const third = a.third as { name: string };
      third.name = probed(third.name);
    }
    (body.activities as { description: string }[])[0]!.description = probed((body.activities as { description: string }[])[0]!.description);
    const res = await saveMultipart(t, owner, body, []);
    expect(res.statusCode, res.body).toBe(201);
    const pdf = (await read(t, STRATEGY_API.pdf(res.json().data.id), owner)).rawPayload;
    expectSymbols(await expectInsideAndPrinted(pdf, MARGIN));
  }, 120_000);
});

describe('project PDF and records at their bounds', () => {
  it('the project, its Acta de Inicio and Acta de Compromiso keep inside the margins and print every symbol', async () => {
    const ids = await projectFixture(t.db);
    const owner = await projectOwner(t);
    const body = boundsProject(ids, await offeredResults(t.db, ids.hours));
    body.title = probed(body.title);
    for (const e of body.external_investigators!) {
      e.third.name = probed(e.third.name);
      e.interlocutor = probed(e.interlocutor!);
      e.entity!.name = probed(e.entity!.name!);
    }
    for (const i of body.internal_investigators!) i.third.name = probed(i.third.name!);
    const res = await saveProject(t, owner, body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    for (const url of [PROJECT_API.pdf(id), selectionUrl(PROJECT_API.startRecords, { ids: [id] }), selectionUrl(PROJECT_API.commitmentRecords, { ids: [id] })]) {
      const pdf = (await read(t, url, owner)).rawPayload;
      expectSymbols(await expectInsideAndPrinted(pdf, MARGIN));
    }
  }, 120_000);
});

describe('the leader manual', () => {
  it('keeps inside its margins', async () => {
    const res = await t.app.inject({ url: '/api/manual', headers: bearer(t.admin) });
    expect(res.statusCode).toBe(200);
    await expectInsideAndPrinted(res.rawPayload, 50);
  });
});
