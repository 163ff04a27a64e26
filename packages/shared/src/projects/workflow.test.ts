import { describe, expect, it } from 'vitest';
import { canMove, isReturnedToOwner, OWNER_DELETABLE_STATES, OWNER_EDITABLE_STATES, ownerSendFrom, PROJECT_MOVES, PROJECT_STATES, stageOfMove, type TProjectState } from '../project-life';
import { projectAction } from './availability';

describe("a project's moves", () => {
  it('sends a draft to Enviado and adjustments back to En evaluación, and nothing else', () => {
    expect(ownerSendFrom('Borrador')).toEqual({ name: 'send', to: 'Enviado' });
    expect(ownerSendFrom('Ajustes solicitados')).toEqual({ name: 'sendAgain', to: 'En evaluación' });
    for (const state of ['Enviado', 'En evaluación', 'Aprobado', 'Rechazado'] as const) expect(ownerSendFrom(state), state).toBeNull();
  });

  it('assigns in Enviado and En evaluación, decides only En evaluación and only to a decision', () => {
    expect(PROJECT_STATES.filter((s) => canMove('assign', s))).toEqual(['Enviado', 'En evaluación']);
    expect(canMove('decide', 'En evaluación', 'Aprobado')).toBe(true);
    expect(canMove('decide', 'En evaluación', 'Enviado')).toBe(false);
    expect(canMove('decide', 'Enviado', 'Aprobado')).toBe(false);
    expect(canMove('unassignLast', 'Aprobado')).toBe(false);
  });

  it('reaches every state from Borrador, and the owner edits exactly where they can send', () => {
    const reached = new Set<TProjectState>(['Borrador']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const move of Object.values(PROJECT_MOVES)) {
        if (!move.from.some((s) => reached.has(s))) continue;
        for (const to of move.to) if (!reached.has(to)) grew = reached.add(to).size > 0;
      }
    }
    expect([...reached].sort()).toEqual([...PROJECT_STATES].sort());
    expect(OWNER_EDITABLE_STATES).toEqual(['Borrador', 'Ajustes solicitados']);
    expect(OWNER_DELETABLE_STATES).toEqual(['Borrador']);
    // The rows' actions ask the same table.
    for (const state of PROJECT_STATES) {
      expect(projectAction('edit', { state, user_id: 1 }, 1).allowed, state).toBe(OWNER_EDITABLE_STATES.includes(state));
      expect(projectAction('delete', { state, user_id: 1 }, 1).allowed, state).toBe(OWNER_DELETABLE_STATES.includes(state));
    }
  });

  it('is put together from the stages in order: the core has the draft and its send, evaluation and execution register the rest', () => {
    expect(PROJECT_STATES).toEqual([
      'Borrador',
      'Enviado',
      'En evaluación',
      'Aprobado',
      'Ajustes solicitados',
      'Rechazado',
      'En ejecución',
      'Suspendido',
      'Finalizado',
      'Cerrado por incumplimiento',
    ]);
    expect(Object.keys(PROJECT_MOVES).map((name) => `${name}:${stageOfMove(name as keyof typeof PROJECT_MOVES)}`)).toEqual([
      'send:core',
      'sendAgain:evaluation',
      'assign:evaluation',
      'unassignLast:evaluation',
      'decide:evaluation',
      'startExecution:execution',
      'suspend:execution',
      'resume:execution',
      'finish:execution',
      'closeForNonCompliance:execution',
    ]);
    expect(PROJECT_STATES.filter(isReturnedToOwner)).toEqual(['Ajustes solicitados']);
  });
});
