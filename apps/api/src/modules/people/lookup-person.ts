import type { FastifyBaseLogger } from 'fastify';
import { STRATEGY_MSG, type TIdType, type TInvestigatorLookup, type TPersonLookup, type TThirdKind } from '@siiicca/shared';
import type { AcademicConnector, AcademicPerson } from '../../connectors/academic/types';
import type { DbOrTx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { lastAllyEntity, matchCatalogues, personWithGroup } from './people.repository';

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
 * The leader look-up (`get_leader`): the person as the product already keeps them (the asker's own
 * record of them first), else as the academic system knows them, else null. The route masks what
 * the asker may not see (person-lookup-access.ts). A kept
 * person without a known workplace gets it from the academic system, when it knows them.
 */
export async function lookupPerson(deps: Deps, identification: string): Promise<TPersonLookup | null> {
  const own = await personWithGroup(deps.db, identification, deps.askerId);
  if (!own) {
    const person = await askAcademic(deps, identification);
    return person ? fromAcademic(deps.db, person) : null;
  }
  const answer = fromRecords(own);
  if (answer.third.sectional_id && answer.third.faculty_id && answer.investigation_group) return answer;
  // The record answers on its own when the academic system is out (already logged).
  const person = await askAcademic(deps, identification).catch(() => null);
  if (!person) return answer;
  const known = await fromAcademic(deps.db, person);
  answer.third.sectional_id ??= known.third.sectional_id;
  answer.third.faculty_id ??= known.third.faculty_id;
  answer.investigation_group ??= known.investigation_group;
  return answer;
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
  const own = await personWithGroup(deps.db, identification, deps.askerId);
  if (!own) return null;
  return { ...fromRecords(own), entity: await lastAllyEntity(deps.db, own.third.id) };
}
