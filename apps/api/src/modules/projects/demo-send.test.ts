import { describe, expect, it } from 'vitest';
import { PROJECT_API, PROJECT_MSG, type TProjectList } from '@siiicca/shared';
import { createFileStore } from '../../lib/files';
import { seedProjectDemo } from './demo-seed';
import { deleteAllProjects, projectVersionOf } from './send-testing';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';

const t = useTestApp();

/*
 * The demo projects as a server seeds them (with its DATA_DIR): each lecturer's draft on the open
 * call is complete, so 'Enviar' can be tried and succeeds; the draft on the closed call says why not.
 */
describe('demo drafts seeded with a file store', () => {
  it("sends each lecturer's draft on the open call as it is, and refuses the one on the closed call", async () => {
    await deleteAllProjects(t.db);
    await seedProjectDemo(t.db, createFileStore(t.deps.config.DATA_DIR));
    for (const [username, token] of [['docente', t.docente], ['docente2', await loginAs(t, 'docente2')]] as const) {
      const list = (await t.app.inject({ url: `${PROJECT_API.mine}?per_page=100`, headers: bearer(token) })).json() as TProjectList;
      const drafts = list.data.filter((r) => r.state === 'Borrador' && r.user.username === username);
      const open = drafts.filter((r) => r.announcement.startsWith('Convocatoria Interna'));
      expect(open).toHaveLength(1);
      const send = async (id: number) =>
        t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: bearer(token), payload: { id, version: await projectVersionOf(t.db, id) } });
      const sent = await send(open[0]!.id);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.state).toBe('Enviado');

      const closed = drafts.find((r) => r !== open[0])!;
      const refused = await send(closed.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PROJECT_MSG.sendFailed);
      expect((refused.json().errors._ as string[])[0]).toMatch(/^La convocatoria cerró el /);
    }
  });
});
