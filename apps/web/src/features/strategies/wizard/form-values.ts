import {
  emptyStrategy,
  type TActorInput,
  type TSessionUser,
  type TStrategyDetail,
  type TStrategyInput,
} from '@siiicca/shared';

/** The wizard's form: the shared schema's input, with boxes that may still be empty. */
export type TWizardValues = TStrategyInput;

/** A new strategy: empty, with the signed-in lecturer as the leading lecturer to start from. */
export function newStrategyValues(user: TSessionUser | undefined): TWizardValues {
  return {
    ...emptyStrategy(),
    sectional_id: user?.id_sectional ?? undefined,
    leader: {
      type_id: 'CC',
      identification: user?.identity ?? '',
      name: user?.name ?? '',
      email: user?.email ?? '',
      sectional_id: user?.id_sectional ?? undefined,
    },
  } as TWizardValues;
}

/** A saved value without its nulls, so each box shows empty instead of 'null'. */
const withoutNulls = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as T;

function actorToForm(actor: TStrategyDetail['actors'][number]): TActorInput {
  const { third, programs, ...rest } = actor;
  return {
    ...withoutNulls(rest),
    third: withoutNulls(third),
    programs: programs.map((p) => ({ program_id: p.program_id, year: p.year })),
  } as unknown as TActorInput;
}

/** A saved strategy as the wizard edits it. */
export function detailToForm(d: TStrategyDetail): TWizardValues {
  return {
    ...emptyStrategy(),
    id: d.id,
    version: d.version,
    sectional_id: d.sectional_id ?? undefined,
    strategy: d.strategy ?? undefined,
    leader: d.leader ? withoutNulls({ ...d.leader, id: undefined }) : undefined,
    divisions: d.divisions,
    faculties: d.faculties,
    programs: d.programs,
    name: d.name,
    overall_objective: d.overall_objective,
    specific_goal: d.specific_goal,
    methodology: d.methodology ?? '',
    duration: d.duration ?? undefined,
    problem_nucleus: d.problem_nucleus,
    conformation_date: d.conformation_date,
    reward: d.reward,
    entity: d.entity,
    research_hotbed_id: d.research_hotbed_id,
    proyect_name: d.proyect_name,
    subjects: d.subjects,
    investigation_lines: d.investigation_lines,
    action_fields: d.action_fields,
    academic_period: d.academic_period ?? '',
    actors: d.actors.filter((a) => a.type !== 'Líder').map(actorToForm),
    products: d.products.map((p) => p.id),
    activities: d.activities,
  } as TWizardValues;
}

const blankId = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * What the form holds, as the schema and the server take it: an emptied select is no choice
 * (null), and an entity with nothing typed is no entity.
 */
export function toPayload(values: TWizardValues): TWizardValues {
  const entity = values.entity;
  const emptyEntity = !entity || (!entity.identification?.trim() && !entity.name?.trim());
  const leader = values.leader
    ? {
        ...values.leader,
        sectional_id: blankId(values.leader.sectional_id),
        faculty_id: blankId(values.leader.faculty_id),
        investigation_group_id: blankId(values.leader.investigation_group_id),
      }
    : values.leader;
  return {
    ...values,
    sectional_id: blankId(values.sectional_id),
    strategy: values.strategy || undefined,
    research_hotbed_id: blankId(values.research_hotbed_id),
    duration: blankId(values.duration),
    conformation_date: values.conformation_date || null,
    entity: emptyEntity ? null : entity,
    leader,
  } as TWizardValues;
}
