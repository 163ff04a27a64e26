import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { findOrProvisionLecturer } from '../auth';
import { SsoFailure } from './sso-failure';

type Claims = Record<string, unknown>;
const ZEmail = z.email().max(254);

/**
 * The address the provider vouches for, from the configured claim. Refused when the provider says
 * it is not verified (Google's email_verified) or it lies outside the allowed domains.
 */
export function claimedEmail(deps: Pick<AppDeps, 'config'>, claims: Claims): string {
  const { OIDC_EMAIL_CLAIM: claim, OIDC_ALLOWED_DOMAINS: domains } = deps.config;
  const parsed = ZEmail.safeParse(typeof claims[claim] === 'string' ? (claims[claim] as string).trim() : undefined);
  if (!parsed.success) throw new SsoFailure('unknown', `claim ${claim} missing or not an e-mail address`);
  // Only the e-mail claim carries email_verified; a configured other claim (upn) is the tenant's own.
  if (claim === 'email' && claims.email_verified === false) throw new SsoFailure('unverified', 'email_verified is false');
  const email = parsed.data.toLowerCase();
  if (domains.length > 0 && !domains.includes(email.split('@')[1]!)) {
    throw new SsoFailure('unknown', 'e-mail domain not in OIDC_ALLOWED_DOMAINS');
  }
  return email;
}

/**
 * The product user an institutional account stands for: an existing user with that e-mail (any
 * account type, with their own profiles), else a lecturer of the academic system, provisioned with
 * the Docente profile as at a first SAC sign-in. Nobody else gets in.
 */
export async function matchUser(deps: Pick<AppDeps, 'db' | 'academic'>, email: string): Promise<number> {
  const [existing] = await deps.db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const user = existing ?? (await provisionFromAcademic(deps, email));
  if (!user) throw new SsoFailure('unknown', 'no product user or academic account with this e-mail');
  if (!user.active) throw new SsoFailure('inactive', `user ${user.id} is inactive`);
  return user.id;
}

async function provisionFromAcademic(deps: Pick<AppDeps, 'db' | 'academic'>, email: string) {
  const account = await deps.academic.findAccount(email);
  // findAccount also answers to a user name: only the very address counts here.
  if (!account || account.email.toLowerCase() !== email) return null;
  return findOrProvisionLecturer(deps.db, account);
}
