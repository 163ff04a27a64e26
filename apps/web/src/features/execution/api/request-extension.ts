import { EXECUTION_API, type TExtensionRequest } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useExecutionWrite, type TExecutionSaved } from './execution-write';

/** 'Solicitar prórroga' (POST EXECUTION_API.extensions, the owner): the new end date and its justification. */
export const requestExtension = (projectId: number, body: TExtensionRequest) => api.post<TExecutionSaved>(EXECUTION_API.extensions(projectId), body);

export const useRequestExtension = (projectId: number) => useExecutionWrite(projectId, (body: TExtensionRequest) => requestExtension(projectId, body));
