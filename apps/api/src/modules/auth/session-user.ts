import type { TSessionUser } from '@siiicca/shared';
import type { AuthUser } from '../../platform/auth/session';

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
});
