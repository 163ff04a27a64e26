import type { TResetPassword } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** POST /api/password/reset: sets the new password; every open session of the account ends. */
export const resetPassword = (input: TResetPassword) => api.post<{ message: string }>('/api/password/reset', input, { auth: false });
