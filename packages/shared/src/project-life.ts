import { CORE_LIFE, type TProjectMove } from './projects/workflow';
import { EVALUATION_LIFE } from './evaluation/life';
import { EXECUTION_LIFE } from './execution/life';

/**
 * A project's whole life, put together from the core and the stages that register what they add, in
 * order (projects/workflow.ts says how). A new stage writes its TProjectStageLife and is added here;
 * neither the core nor another stage changes.
 */
export const PROJECT_STAGE_LIVES = [CORE_LIFE, EVALUATION_LIFE, EXECUTION_LIFE] as const;

/** Every state, the core's first, then each stage's in order (spec section 3's words). */
export const PROJECT_STATES = [...CORE_LIFE.states, ...EVALUATION_LIFE.states, ...EXECUTION_LIFE.states] as const;
export type TProjectState = (typeof PROJECT_STATES)[number];

/** Every move by name; the stage a move belongs to is the life it was registered in (stageOfMove). */
export const PROJECT_MOVES = { ...CORE_LIFE.moves, ...EVALUATION_LIFE.moves, ...EXECUTION_LIFE.moves } as const satisfies Record<string, TProjectMove<TProjectState>>;
export type TProjectMoveName = keyof typeof PROJECT_MOVES;

/** The stage that registered a move. */
export const stageOfMove = (name: TProjectMoveName): string => PROJECT_STAGE_LIVES.find((life) => name in life.moves)!.stage;

/** Whether a project in `state` may make the move (to `to`, when the move offers a choice). */
export function canMove(name: TProjectMoveName, state: TProjectState, to?: TProjectState): boolean {
  const move: TProjectMove<TProjectState> = PROJECT_MOVES[name];
  return move.from.includes(state) && (to === undefined || move.to.includes(to));
}

/** The owner's moves, in the order the stages registered them. */
const OWNER_MOVES = (Object.keys(PROJECT_MOVES) as TProjectMoveName[]).filter((name) => PROJECT_MOVES[name].by === 'owner');

/** The owner's send from `state` (a draft's, or a stage's send again), or null when nothing is to be sent. */
export function ownerSendFrom(state: TProjectState): { name: TProjectMoveName; to: TProjectState } | null {
  for (const name of OWNER_MOVES) if (canMove(name, state)) return { name, to: PROJECT_MOVES[name].to[0] };
  return null;
}

/** The states in which the owner edits the project: those an owner's move sends it from. */
export const OWNER_EDITABLE_STATES: readonly TProjectState[] = OWNER_MOVES.flatMap((name) => PROJECT_MOVES[name].from);
/** The states in which the owner may delete it: the core's draft, never sent. */
export const OWNER_DELETABLE_STATES: readonly TProjectState[] = CORE_LIFE.moves.send.from;
/** A project a later stage returned to its owner (editable, not a draft): its save keeps its call and says 'Ajustes guardados'. */
export const isReturnedToOwner = (state: TProjectState): boolean => OWNER_EDITABLE_STATES.includes(state) && !OWNER_DELETABLE_STATES.includes(state);
