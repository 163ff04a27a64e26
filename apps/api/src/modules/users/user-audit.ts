import type { TSecurityEvent, TUserUpdate } from '@siiicca/shared';
import type { users } from '../../db/schema';

type TStored = typeof users.$inferSelect;
type TAfter = TUserUpdate & { username: string; roleIds: number[]; passwordSet: boolean };

/** A user's fields as the audit trail names them, with the stored column and the form's field. */
const FIELDS = [
  ['name', 'name', 'name'],
  ['email', 'email', 'email'],
  ['username', 'username', 'username'],
  ['identity', 'identity', 'identity'],
  ['sectional', 'idSectional', 'id_sectional'],
  ['account_type', 'accountType', 'account_type'],
] as const;

/**
 * The lines of the security audit trail an administrator's edit of a user writes: user_activated or
 * user_deactivated when the state changed, user_changed naming the other fields that changed (their
 * names, never their values: a password is only said to be set), nothing when nothing changed.
 */
export function userChangeEvents(before: TStored, rolesBefore: number[], after: TAfter): { event: TSecurityEvent; details: Record<string, unknown> }[] {
  const events: { event: TSecurityEvent; details: Record<string, unknown> }[] = [];
  const user = after.username;
  if (before.active !== after.active) events.push({ event: after.active ? 'user_activated' : 'user_deactivated', details: { user } });
  const fields: string[] = FIELDS.filter(([, stored, form]) => (before[stored] ?? null) !== ((after as Record<string, unknown>)[form] ?? null)).map(([name]) => name);
  const had = new Set(rolesBefore);
  const added = after.roleIds.filter((r) => !had.has(r));
  const removed = rolesBefore.filter((r) => !after.roleIds.includes(r));
  if (added.length || removed.length) fields.push('profiles');
  if (after.passwordSet) fields.push('password');
  if (fields.length) events.push({ event: 'user_changed', details: { user, fields, ...(added.length || removed.length ? { profiles: { added, removed } } : {}) } });
  return events;
}
