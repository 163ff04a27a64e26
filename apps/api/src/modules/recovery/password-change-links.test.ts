import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/session';
import { newAdministrator } from '../../../test/accounts';
import { useTestApp } from '../../../test/helpers';
import { hashEmail, sha256 } from './password-resets.repository';

const t = useTestApp();

/** A pending reset link of the account, as request-reset stores it. */
async function pendingLink(account: { id: number; username: string; email: string }) {
  const id = randomUUID();
  await t.db.insert(passwordResets).values({
    id,
    tokenHash: sha256(randomBytes(32).toString('base64url')),
    accountType: 'adm',
    login: account.username,
    userId: account.id,
    emailHash: hashEmail(account.email),
    emailMasked: 'a***@s***.test',
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return id;
}

const revokedAt = async (id: string) =>
  (await t.db.select({ revokedAt: passwordResets.revokedAt }).from(passwordResets).where(eq(passwordResets.id, id)))[0]!.revokedAt;

describe('a password change ends the pending reset links', () => {
  it('whichever modules are loaded: change-password calls the revocation itself', async () => {
    const account = await newAdministrator(t);
    const link = await pendingLink(account);
    // A module graph of its own holding the use case and what it imports, and nothing else: the
    // recovery routes (which used to subscribe the revocation when imported) are not part of it.
    vi.resetModules();
    const { changePassword } = await import('../auth');
    const user: AuthUser = {
      id: account.id,
      name: account.name,
      email: account.email,
      username: account.username,
      identity: null,
      accountType: 'adm',
      idSectional: null,
      roles: [],
      permissions: new Set(),
      sessionId: randomUUID(),
    };
    const result = await changePassword(
      { db: t.db, academic: t.deps.academic },
      user,
      { before: account.password, password: 'Otra clave segura 2026', passVerifi: 'Otra clave segura 2026' },
    );
    expect(result.message).toBe('Contraseña actualizada correctamente');
    expect(await revokedAt(link)).not.toBeNull();
  });
});
