import type { TPermission } from '../permissions';
import { PROJECT_DECISIONS, type TProjectState } from './enums';

/**
 * A project's life as data: every move, from which states, to which, by whom, and which stage adds it
 * (the core: a draft sent; evaluation: assignment, decision, adjustments sent again). The server
 * checks a move here before making it (and records it, modules/projects/history); the web asks the
 * same table what the user may do. A stage's moves are its own rows; the core's rows know no stage.
 */
export type TProjectMove = {
  /** The states a project may be in for the move. */
  from: readonly TProjectState[];
  /** Where it goes; several when the move is a choice (a decision). A move `from` its own `to` changes nothing. */
  to: readonly TProjectState[];
  /** 'owner': the project's owner; else the permission it takes. */
  by: 'owner' | TPermission;
  stage: 'core' | 'evaluation';
};

export const PROJECT_MOVES = {
  /** The owner sends a draft (spec section 4). */
  send: { from: ['Borrador'], to: ['Enviado'], by: 'owner', stage: 'core' },
  /** The owner sends again a project returned for adjustments: its evaluators' next round. */
  sendAgain: { from: ['Ajustes solicitados'], to: ['En evaluación'], by: 'owner', stage: 'evaluation' },
  /** An evaluator assigned: the first one moves a sent project into evaluation; more keep it there. */
  assign: { from: ['Enviado', 'En evaluación'], to: ['En evaluación'], by: 'evaluations.manage', stage: 'evaluation' },
  /** The last evaluator removed before any evaluation: the project waits again as sent. */
  unassignLast: { from: ['En evaluación'], to: ['Enviado'], by: 'evaluations.manage', stage: 'evaluation' },
  /** The office's decision on an evaluated project. */
  decide: { from: ['En evaluación'], to: PROJECT_DECISIONS, by: 'evaluations.manage', stage: 'evaluation' },
} as const satisfies Record<string, TProjectMove>;
export type TProjectMoveName = keyof typeof PROJECT_MOVES;

/** Whether a project in `state` may make the move (to `to`, when the move offers a choice). */
export function canMove(name: TProjectMoveName, state: TProjectState, to?: TProjectState): boolean {
  const move: TProjectMove = PROJECT_MOVES[name];
  return move.from.includes(state) && (to === undefined || move.to.includes(to));
}

/** The owner's send from `state` (a draft's, or adjustments sent again), or null when nothing is to be sent. */
export function ownerSendFrom(state: TProjectState): { name: 'send' | 'sendAgain'; to: TProjectState } | null {
  for (const name of ['send', 'sendAgain'] as const) if (canMove(name, state)) return { name, to: PROJECT_MOVES[name].to[0] };
  return null;
}

/** The states in which the owner edits the project: those it can be sent from. */
export const OWNER_EDITABLE_STATES: readonly TProjectState[] = [...PROJECT_MOVES.send.from, ...PROJECT_MOVES.sendAgain.from];
/** The states in which the owner may delete it: a draft never sent. */
export const OWNER_DELETABLE_STATES: readonly TProjectState[] = PROJECT_MOVES.send.from;
