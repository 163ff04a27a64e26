import type { TRecoveryTokenRequest } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** POST /api/password/token: e-mails the reset link to the chosen (masked) address. */
export const requestToken = (input: TRecoveryTokenRequest) => api.post<{ message: string }>('/api/password/token', input, { auth: false });
