import { timingSafeEqual } from 'node:crypto';
import { generateSecret, generateSync, generateURI } from 'otplib';
import { TOTP_DIGITS } from '@siiicca/shared';

/*
 * TOTP as RFC 6238 with the authenticator apps' defaults (SHA-1, 6 digits, 30-second steps). A code is
 * accepted for the current step and one step either side (clock drift, a code typed as it changes),
 * never farther; the caller keeps the last accepted step so a code is never taken twice.
 */
export const TOTP_PERIOD = 30;
const ISSUER = 'SIIICCA';

export const newTotpSecret = () => generateSecret({ length: 20 });

export const otpauthUri = (secret: string, account: string) => generateURI({ issuer: ISSUER, label: account, secret });

export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD);

export const totpCode = (secret: string, step: number) =>
  generateSync({ secret, epoch: step * TOTP_PERIOD, digits: TOTP_DIGITS });

/** Whether `input` looks like a TOTP code (6 digits, spaces allowed) rather than a recovery code. */
export const looksLikeTotp = (input: string) => /^\d{6}$/.test(input.replace(/\s/g, ''));

/** The time step whose code `input` is, within one step of now; null when none. */
export function matchingStep(secret: string, input: string, nowMs = Date.now()): number | null {
  const typed = Buffer.from(input.replace(/\s/g, ''));
  const now = stepAt(nowMs);
  for (const step of [now, now - 1, now + 1]) {
    const expected = Buffer.from(totpCode(secret, step));
    if (expected.length === typed.length && timingSafeEqual(expected, typed)) return step;
  }
  return null;
}
