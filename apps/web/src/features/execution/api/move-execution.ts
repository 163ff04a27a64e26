import { EXECUTION_API, type TExecutionMove } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useExecutionWrite, type TExecutionSaved } from './execution-write';

/**
 * The office's moves of a started project, three endpoints of one shape (ZExecutionMoveSchema: the
 * reason and the view's version): 'Suspender' (POST EXECUTION_API.suspend), 'Reanudar'
 * (EXECUTION_API.resume) and 'Cerrar por incumplimiento' (EXECUTION_API.closeForNonCompliance).
 */
export const EXECUTION_MOVE_PATHS = {
  suspend: EXECUTION_API.suspend,
  resume: EXECUTION_API.resume,
  close: EXECUTION_API.closeForNonCompliance,
} as const;
export type TExecutionMoveKind = keyof typeof EXECUTION_MOVE_PATHS;

export const moveExecution = (projectId: number, kind: TExecutionMoveKind, body: TExecutionMove) =>
  api.post<TExecutionSaved>(EXECUTION_MOVE_PATHS[kind](projectId), body);

export const useMoveExecution = (projectId: number, kind: TExecutionMoveKind) =>
  useExecutionWrite(projectId, (body: TExecutionMove) => moveExecution(projectId, kind, body));
