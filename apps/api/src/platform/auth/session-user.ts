import type { TSessionUser } from '@siiicca/shared';
import type { AuthUser } from './session';

/** The signed-in user as the API answers it (login, /me, refresh, single sign-on). */
export const toSessionUser = (u: AuthUser): TSessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  username: u.username,
  identity: u.identity,
  account_type: u.accountType,
  id_sectional: u.idSectional,
  roles: u.roles,
  permissions: [...u.permissions].sort(),
  pending: u.pending ?? [],
});
