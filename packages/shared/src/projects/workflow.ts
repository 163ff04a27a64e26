import type { TPermission } from '../permissions';

/**
 * A project's life as data (fastify/demo's workflow.ts is the model): states and moves, each move
 * from which states, to which, and by whom. The core (this file) has a draft and its send; each stage
 * after it (evaluation today, execution next) registers its own states and moves as a TProjectStageLife
 * (evaluation/life.ts), and ../project-life.ts puts them together in order. The core names no stage's
 * state and imports no stage (lint: eslint.config.js, the shared project core's zone). The server
 * checks a move in the composed table before making it (and records it, modules/projects/history);
 * the web asks the same table what the user may do.
 */
export type TProjectMove<S extends string = string> = {
  /** The states a project may be in for the move. */
  from: readonly S[];
  /** Where it goes; several when the move is a choice (a decision). A move `from` its own `to` changes nothing. */
  to: readonly S[];
  /** 'owner': the project's owner (an owner's move is a send: the states it leaves are the ones the owner edits); else the permission it takes. */
  by: 'owner' | TPermission;
};

/** What one stage adds to a project's life: its states, in the order they are shown, and its moves. */
export type TProjectStageLife = { stage: string; states: readonly string[]; moves: Record<string, TProjectMove> };

/**
 * The core: Borrador, the owner's work in progress, saved from the form at any time; Enviado after
 * 'Enviar' (spec section 4), read-only for everyone.
 */
export const CORE_LIFE = {
  stage: 'core',
  states: ['Borrador', 'Enviado'],
  moves: {
    /** The owner sends a draft (spec section 4). */
    send: { from: ['Borrador'], to: ['Enviado'], by: 'owner' },
  },
} as const satisfies TProjectStageLife;
