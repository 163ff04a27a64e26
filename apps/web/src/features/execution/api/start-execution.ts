import { EXECUTION_API, type TStartExecutionInput } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useExecutionWrite, type TExecutionSaved } from './execution-write';

/** 'Registrar inicio' (POST EXECUTION_API.start): the start date, duration and approved budget, with the view's version. */
export const startExecution = (projectId: number, body: TStartExecutionInput & { version: string }) =>
  api.post<TExecutionSaved>(EXECUTION_API.start(projectId), body);

export const useStartExecution = (projectId: number) => useExecutionWrite(projectId, (body: TStartExecutionInput & { version: string }) => startExecution(projectId, body));
