import { EXECUTION_API, type TExtensionDecision } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useExecutionWrite, type TExecutionSaved } from './execution-write';

/** The office's decision on a pending extension (POST EXECUTION_API.extensionDecision): approved or not, and why. */
export const decideExtension = (projectId: number, extensionId: number, body: TExtensionDecision) =>
  api.post<TExecutionSaved>(EXECUTION_API.extensionDecision(projectId, extensionId), body);

export const useDecideExtension = (projectId: number, extensionId: number) =>
  useExecutionWrite(projectId, (body: TExtensionDecision) => decideExtension(projectId, extensionId, body));
