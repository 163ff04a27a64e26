import { USER_MSG, type TUser, type TUserUpdate } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { badRequest, conflict } from '../../lib/app-error';
import { countExistingRoles, findDuplicates, sectionalUsable, usernamesLike } from './users.repository';

/** Sectional and profiles must exist; a user may keep a sectional that has since been deactivated. */
export async function checkReferences(db: DbOrTx, input: TUser | TUserUpdate, currentSectional: number | null) {
  const errors: Record<string, string[]> = {};
  if (!(await sectionalUsable(db, input.id_sectional, currentSectional))) errors.id_sectional = [USER_MSG.sectionalInvalid];
  const roleIds = [...new Set(input.roles)];
  if ((await countExistingRoles(db, roleIds)) !== roleIds.length) errors.roles = [USER_MSG.roleInvalid];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return roleIds;
}

/** E-mail, identity and username belong to one user each: 409 naming every field that clashes. */
export async function checkUnique(db: DbOrTx, input: { email: string; identity: string; username?: string }, exceptId?: number) {
  const clashes = await findDuplicates(db, input, exceptId);
  const errors: Record<string, string[]> = {};
  for (const c of clashes) {
    if (c.email.toLowerCase() === input.email.toLowerCase()) errors.email = [USER_MSG.emailTaken];
    if (c.identity === input.identity) errors.identity = [USER_MSG.identityTaken];
    if (input.username && c.username.toLowerCase() === input.username.toLowerCase()) errors.username = [USER_MSG.usernameTaken];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw conflict(first, errors);
}

/** A free username from the e-mail's local part: 'mrojas', then 'mrojas2', 'mrojas3'... */
export async function deriveUsername(db: DbOrTx, email: string) {
  const base = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 90) || 'usuario';
  const taken = await usernamesLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
