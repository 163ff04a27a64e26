import { CATALOGUE_SPECS } from '../src/modules/catalogues/catalogues.routes';
import { announcementsSpec } from '../src/modules/announcements/announcements.spec';
import { getSectionalTree } from '../src/modules/catalogues/sectional-relationship';
import { findUser } from '../src/modules/users/users.repository';
import { createCrudRepository } from '../src/platform/crud/repository';
import type { TestApp } from './helpers';

const repositories = [...CATALOGUE_SPECS, announcementsSpec].map((spec) => ({ api: spec.def.api, serial: spec.def.idKind === 'serial', repo: createCrudRepository(spec) }));

/**
 * The version a client that has just read the record would send with its update (every update names
 * it: platform/versions.ts): for `PUT <catalogue or call>/<id>` and `PUT /api/users/users/<id>`.
 * 'missing' for a record that does not exist (the update is a 404 then).
 */
export async function currentVersion(t: Pick<TestApp, 'db'>, url: string): Promise<string> {
  const match = /^(.*)\/([^/]+)$/.exec(url.split('?')[0]!);
  if (!match) throw new Error(`not a record's url: ${url}`);
  const [, collection, rawId] = match as unknown as [string, string, string];
  const id = decodeURIComponent(rawId);
  if (collection === '/api/users/users') return (await findUser(t.db, Number(id)).catch(() => null))?.version ?? 'missing';
  const found = repositories.find((r) => r.api === collection);
  if (!found) throw new Error(`no versioned record at ${url}`);
  return (await found.repo.findOne(t.db, found.serial ? Number(id) : id).catch(() => null))?.version ?? 'missing';
}

/** A sectional's tree as the relationship dialog read it: the version its save names ('missing' for no sectional). */
export async function treeVersion(t: Pick<TestApp, 'db'>, sectionalId: unknown): Promise<string> {
  if (typeof sectionalId !== 'number') return 'missing';
  return (await getSectionalTree(t.db, sectionalId).catch(() => null))?.version ?? 'missing';
}

/** A PUT body as a client that has just read the record sends it: `body` with the record's version (unless it names one). */
export async function withCurrentVersion(t: Pick<TestApp, 'db'>, url: string, body: unknown): Promise<unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || 'version' in body) return body;
  return { ...body, version: await currentVersion(t, url) };
}
