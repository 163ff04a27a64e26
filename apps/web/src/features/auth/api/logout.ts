import { MSG } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/end-session';
import { notifyError } from '../../../lib/notify';

/** POST /api/auth/logout, then forget the session here whatever the answer (a failure is told). */
export async function logout() {
  try {
    const { message } = await api.post<{ message: string }>('/api/auth/logout');
    endSession(message, 'success');
  } catch {
    endSession();
    notifyError(MSG.logoutError);
  }
}
