import type { TChangePassword } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/changepasswd; a wrong old password answers 400 with `errors.before`. */
export const changePassword = (input: TChangePassword) => api.post<{ message: string }>('/api/auth/changepasswd', input);
