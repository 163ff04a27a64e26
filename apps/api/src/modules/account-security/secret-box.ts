import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/*
 * TOTP secrets at rest (issue 43, docs/decisions/018-second-factor-sign-in.md): AES-256-GCM under a key
 * that never lives in the database (SECOND_FACTOR_KEY, or DATA_DIR/.second-factor-key; server.ts loads
 * it), stored as 'v1:<iv>:<ciphertext and tag>' (base64), the owner's user id bound in as additional
 * authenticated data: a copy of the database alone generates no codes, and a row's secret copied onto
 * another user's row does not open. Nothing here logs or returns the key.
 */
const VERSION = 'v1';
const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key as SECOND_FACTOR_KEY and the key file write it: 32 bytes in base64 (`openssl rand -base64 32`). */
export const SECOND_FACTOR_KEY_FORMAT = /^[A-Za-z0-9+/]{43}=$/;
export const SECOND_FACTOR_KEY_HINT = 'debe ser una clave de 32 bytes en base64 (44 caracteres), por ejemplo la salida de `openssl rand -base64 32`';

/** A new key, as text, for the key file of a first start. */
export const newSecondFactorKeyText = () => randomBytes(32).toString('base64');

/** The key from its text; `origin` names where the text came from in the startup error of a malformed one. */
export function secondFactorKey(text: string, origin: string): KeyObject {
  const trimmed = text.trim();
  if (!SECOND_FACTOR_KEY_FORMAT.test(trimmed)) throw new Error(`Configuración inválida: ${origin} ${SECOND_FACTOR_KEY_HINT}`);
  return createSecretKey(Buffer.from(trimmed, 'base64'));
}

const ownerOf = (userId: number) => Buffer.from(`siiicca:totp:${userId}`);

/** Whether a stored value is a sealed secret (a Base32 secret written before sealing never holds ':'). */
export const isSealed = (stored: string) => stored.startsWith(`${VERSION}:`);

/** The stored form of user `userId`'s secret. */
export function sealSecret(key: KeyObject, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(ownerOf(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}:${iv.toString('base64')}:${body.toString('base64')}`;
}

/** The secret a sealed value holds for user `userId`; null when it does not open (another key, another user's row, damaged). */
export function openSecret(key: KeyObject, userId: number, stored: string): string | null {
  const [version, iv, body, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !body || rest.length) return null;
  const ivBytes = Buffer.from(iv, 'base64');
  const bytes = Buffer.from(body, 'base64');
  if (ivBytes.length !== IV_BYTES || bytes.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(CIPHER, key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(ownerOf(userId));
    decipher.setAuthTag(bytes.subarray(-TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, -TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    // The tag does not match: another key, another user, or altered bytes. Which one, nobody can tell.
    return null;
  }
}
