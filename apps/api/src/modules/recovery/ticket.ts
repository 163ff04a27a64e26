import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { TAccountType } from '@siiicca/shared';

/** What the `user` reference of POST /api/password/findemail stands for. */
export type AccountRef = { type: TAccountType; login: string };

const TICKET_SECONDS = 15 * 60;

/**
 * The `user` reference handed out after a successful look-up: the account sealed with AES-256-GCM
 * under a key derived from the token secret, so it is opaque (no id or user name in clear), cannot
 * be forged or altered, and expires in 15 minutes. Stateless: survives restarts, needs no table.
 */
export function ticketCipher(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('siiicca/recovery-ticket').digest();
  return {
    seal(ref: AccountRef, now = Date.now()): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = JSON.stringify({ t: ref.type, l: ref.login, e: Math.floor(now / 1000) + TICKET_SECONDS });
      const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(ticket: string, now = Date.now()): AccountRef | null {
      try {
        const raw = Buffer.from(ticket, 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const body = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
        if (typeof body?.l !== 'string' || (body.t !== 'adm' && body.t !== 'sac')) return null;
        if (typeof body.e !== 'number' || body.e * 1000 < now) return null;
        return { type: body.t, login: body.l };
      } catch {
        return null;
      }
    },
  };
}
