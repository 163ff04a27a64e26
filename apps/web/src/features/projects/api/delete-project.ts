import { PROJECT_API } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** DELETE PROJECT_API.one: the owner's Borrador and its files. */
export const deleteProject = (id: number) => api.delete<{ message?: string }>(PROJECT_API.one(id));
