import { sql } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_MSG, type TEvaluatorCandidate } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { AcademicPerson } from '../../../connectors/academic/types';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { findOrProvisionLecturer } from '../../auth';
import { deriveUsername } from '../../users';

type TDeps = Pick<AppDeps, 'db' | 'academic'>;

/*
 * Why a lecturer who never signed in could not be added: a lecturer's product user is made at their first
 * sign-in (auth's findOrProvisionLecturer), and the candidates were product users only. The academic
 * directory (the connector's person look-up, the same the projects' investigator look-up asks) knows
 * every lecturer by identification, so such a lecturer is found there and provisioned exactly as their
 * first sign-in would do it (Docente profile, matched again by e-mail or user name when they do sign in).
 */

const isDigits = (q: string) => /^\d{5,20}$/.test(q);

/** The product user holding this identification or e-mail, if any. */
async function existingUser(db: DbOrTx, identification: string, email: string | null) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where identity = ${identification} ${email ? sql`or lower(email) = ${email.toLowerCase()}` : sql``} order by id limit 1`,
  );
  return row ?? null;
}

/** The directory's lecturer with this identification; null when it does not know one. A failing directory answers null (`quiet`) or 503. */
async function lecturerOf(deps: TDeps, identification: string, quiet: boolean): Promise<AcademicPerson | null> {
  try {
    const person = await deps.academic.findPerson(identification);
    return person && person.role === 'Docente' ? person : null;
  } catch {
    if (quiet) return null;
    throw new AppError(503, EVAL_ASSIGNMENT_MSG.directoryFailed);
  }
}

/** The directory's candidate for a search that is an identification: a lecturer without a product user. */
export async function directoryCandidate(deps: TDeps, q: string | undefined): Promise<TEvaluatorCandidate | null> {
  if (!q || !isDigits(q)) return null;
  const person = await lecturerOf(deps, q, true);
  if (!person?.email || (await existingUser(deps.db, person.identification, person.email))) return null;
  return { id: null, identification: person.identification, name: person.name, email: person.email, kind: 'Interno' };
}

/**
 * The directory's lecturer with this identification as an academic account: asked before any
 * transaction opens (the built-in directory reads the same database, and an embedded one has a
 * single connection). The account's user name when the directory has one, else null (derived later).
 */
export async function directoryLecturer(deps: TDeps, identification: string): Promise<TDirectoryLecturer> {
  const person = await lecturerOf(deps, identification, false);
  if (!person) throw notFound(EVAL_ASSIGNMENT_MSG.notInDirectory);
  if (!person.email) throw badRequest(EVAL_ASSIGNMENT_MSG.directoryNoEmail, { identification: [EVAL_ASSIGNMENT_MSG.directoryNoEmail] });
  const account = await deps.academic.findAccount(person.email).catch(() => null);
  return { username: account?.username ?? null, email: (account?.email ?? person.email).toLowerCase(), name: account?.name ?? person.name, identity: person.identification };
}

export type TDirectoryLecturer = { username: string | null; email: string; name: string; identity: string };

/**
 * The product user of that lecturer, in `tx`: the existing one, or one made now exactly as their first
 * sign-in would make it (auth's findOrProvisionLecturer: Docente profile).
 */
export async function provisionDirectoryLecturer(tx: DbOrTx, lecturer: TDirectoryLecturer): Promise<number> {
  const existing = await existingUser(tx, lecturer.identity, lecturer.email);
  if (existing) return existing.id;
  const username = lecturer.username ?? (await deriveUsername(tx, lecturer.email));
  const user = await findOrProvisionLecturer(tx, { ...lecturer, username, recoveryEmails: [] });
  return user.id;
}
