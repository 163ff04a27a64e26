import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSecretKey, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadSecondFactorKey } from '../../server';
import { newSecondFactorKeyText, openSecret, sealSecret, secondFactorKey } from './secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const key = createSecretKey(randomBytes(32));

describe('sealed TOTP secrets', () => {
  it('open with their key and their user only', () => {
    const sealed = sealSecret(key, 7, SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]+=*$/);
    expect(openSecret(key, 7, sealed)).toBe(SECRET);
    expect(openSecret(key, 8, sealed)).toBeNull();
    expect(openSecret(createSecretKey(randomBytes(32)), 7, sealed)).toBeNull();
  });

  it('answer null, never throw, for an altered or malformed value', () => {
    const [version, iv, body] = sealSecret(key, 7, SECRET).split(':');
    const bytes = Buffer.from(body!, 'base64');
    bytes[0]! ^= 1;
    for (const stored of [`${version}:${iv}:${bytes.toString('base64')}`, `v2:${iv}:${body}`, `v1:${iv}`, `v1:${iv}:${body}:x`, 'v1::', `v1:AAAA:${body}`, `v1:${iv}:AAAA`]) {
      expect(openSecret(key, 7, stored), stored).toBeNull();
    }
  });
});

describe('the key', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-key-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const file = path.join(dataDir, '.second-factor-key');

  it('is generated once into DATA_DIR/.second-factor-key (owner-only) and read again on the next start', () => {
    const first = loadSecondFactorKey(config());
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const sealed = sealSecret(first, 1, SECRET);
    expect(openSecret(loadSecondFactorKey(config()), 1, sealed)).toBe(SECRET);
  });

  it('comes from SECOND_FACTOR_KEY when set, the same on every instance', () => {
    const shared = newSecondFactorKeyText();
    const sealed = sealSecret(loadSecondFactorKey(config({ SECOND_FACTOR_KEY: shared })), 1, SECRET);
    expect(openSecret(secondFactorKey(shared, 'SECOND_FACTOR_KEY'), 1, sealed)).toBe(SECRET);
    expect(openSecret(loadSecondFactorKey(config()), 1, sealed)).toBeNull();
  });

  it('stops the start with a clear reason when malformed, without repeating it', () => {
    for (const bad of ['corta', randomBytes(16).toString('base64'), randomBytes(33).toString('base64'), 'x'.repeat(44)]) {
      expect(() => config({ SECOND_FACTOR_KEY: bad }), bad).toThrow(/^Configuración inválida: SECOND_FACTOR_KEY: debe ser una clave de 32 bytes en base64/);
      expect(() => config({ SECOND_FACTOR_KEY: bad })).not.toThrow(bad);
    }
    fs.writeFileSync(file, 'dañada');
    expect(() => loadSecondFactorKey(config())).toThrow('Configuración inválida: DATA_DIR/.second-factor-key debe ser una clave de 32 bytes en base64');
  });
});
