import type { FastifyBaseLogger } from 'fastify';
import { STRATEGY_MSG, type TIdType, type TInvestigatorLookup, type TPersonLookup, type TThirdKind } from '@siiicca/shared';
import type { AcademicConnector, AcademicPerson } from '../../connectors/academic/types';
import type { DbOrTx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { accountOf, lastAllyEntity, matchCatalogues, personWithGroup } from './people.repository';

/** `askerId`: whose own records of the person are answered first. */
type Deps = { db: DbOrTx; academic: AcademicConnector; log: FastifyBaseLogger; askerId?: number | null };

/**
 * The academic system's answer; when it fails, 503 with a message that lets the user type the person
 * in. Logged by the error's type and code only: a connector's message may quote the identification.
 */
async function askAcademic(deps: Deps, identification: string) {
  try {
    return await deps.academic.findPerson(identification);
  } catch (err) {
    const e = err as { name?: string; code?: unknown };
    deps.log.error({ connector: deps.academic.name, errorType: e?.name, code: typeof e?.code === 'string' ? e.code : undefined }, 'academic person look-up failed');
    throw new AppError(503, STRATEGY_MSG.personLookupFailed);
  }
}

/** The academic system's person in the product's terms: its names mapped to catalogue ids. */
async function fromAcademic(db: DbOrTx, person: AcademicPerson): Promise<TPersonLookup> {
  const match = await matchCatalogues(db, { sectional: person.sectional, faculty: person.faculty, group: person.researchGroup });
  return {
    source: 'academic',
    third: {
      id: null,
      type_id: person.typeId as TIdType,
      identification: person.identification,
      name: person.name,
      email: person.email,
      mobile: person.mobile,
      cvlac: person.cvlac,
      orcid: person.orcid,
      gooAcademico: person.scholar,
      sectional_id: match.sectional_id,
      faculty_id: match.faculty_id,
      link: person.link,
    },
    investigation_group: match.group,
  };
}

/**
 * The leader look-up (`get_leader`), in order of trust (docs/people-data.md): the asker's own record
 * of the person (completed by the academic system where it does not say where they work); else the
 * academic system; else another owner's record. A person with a user account is named with the
 * account's name and e-mail unless the answer is the asker's own record. Null when nobody knows them.
 * The route masks what the asker may not see (lookup-access.ts).
 */
export async function lookupPerson(deps: Deps, identification: string): Promise<TPersonLookup | null> {
  const own = await personWithGroup(deps.db, identification, { askerId: deps.askerId ?? null, own: true });
  if (own) return completed(deps, fromRecords(own), identification);
  const account = await accountOf(deps.db, identification);
  let failure: unknown = null;
  const person = await askAcademic(deps, identification).catch((err: unknown) => ((failure = err), null));
  if (person) return withAccount(await fromAcademic(deps.db, person), account);
  const kept = await personWithGroup(deps.db, identification, { askerId: deps.askerId ?? null, own: false });
  if (kept) return withAccount(fromRecords(kept), account);
  if (failure) throw failure;
  return null;
}

/** A kept person without a known workplace (or employment link) gets it from the academic system, when it knows them. */
async function completed(deps: Deps, answer: TPersonLookup, identification: string): Promise<TPersonLookup> {
  if (answer.third.sectional_id && answer.third.faculty_id && answer.investigation_group && answer.third.link) return answer;
  // The record answers on its own when the academic system is out (already logged).
  const person = await askAcademic(deps, identification).catch(() => null);
  if (!person) return answer;
  const known = await fromAcademic(deps.db, person);
  answer.third.sectional_id ??= known.third.sectional_id;
  answer.third.faculty_id ??= known.third.faculty_id;
  answer.investigation_group ??= known.investigation_group;
  answer.third.link ??= known.third.link;
  return answer;
}

/** The account's name and e-mail over what a record or the academic system says. */
function withAccount<T extends TPersonLookup>(answer: T, account: { name: string; email: string } | null): T {
  return account ? { ...answer, third: { ...answer.third, name: account.name, email: account.email } } : answer;
}

/** A person the product keeps, in the look-up's terms. */
function fromRecords({ third, group }: NonNullable<Awaited<ReturnType<typeof personWithGroup>>>): TPersonLookup {
  return {
    source: 'records',
    third: {
      id: third.id,
      type_id: third.typeId as TIdType,
      identification: third.identification,
      name: third.name,
      email: third.email,
      mobile: third.mobile,
      cvlac: third.cvlac,
      orcid: third.orcid,
      gooAcademico: third.gooAcademico,
      sectional_id: third.sectionalId,
      faculty_id: third.facultyId,
      link: third.link,
    },
    investigation_group: group?.id ? { id: group.id, name: group.name } : null,
  };
}

/**
 * The projects' investigator look-up (`getinvestigator`): an internal investigator as the leader
 * look-up finds them (records, then the academic system); an external ally from the product's
 * records only (the academic system knows no one outside the university), with the entity of the
 * last project they were an ally in, so the dialog fills it too.
 */
export async function lookupInvestigator(deps: Deps, identification: string, type: TThirdKind): Promise<TInvestigatorLookup | null> {
  if (type === 'Interno') {
    const found = await lookupPerson(deps, identification);
    return found ? { ...found, entity: null } : null;
  }
  const whose = (own: boolean) => personWithGroup(deps.db, identification, { askerId: deps.askerId ?? null, own });
  const own = await whose(true);
  if (own) return { ...fromRecords(own), entity: await lastAllyEntity(deps.db, own.third.id) };
  const kept = await whose(false);
  if (!kept) return null;
  return { ...withAccount(fromRecords(kept), await accountOf(deps.db, identification)), entity: await lastAllyEntity(deps.db, kept.third.id) };
}
