import type { TRecoveryFind, TRecoveryFound } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** POST /api/password/findemail: the account's masked addresses and an opaque reference to it. */
export const findEmail = (input: TRecoveryFind) => api.post<TRecoveryFound>('/api/password/findemail', input, { auth: false });
