import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software WebAuthn authenticator for the API tests: a P-256 key per credential, attestation
 * 'none', the bytes a real authenticator and browser would send (authenticatorData = rpIdHash | flags
 * | counter | attestedCredentialData; clientDataJSON with type, challenge and origin), so the server
 * library checks them exactly as it checks a browser's.
 */

type TCborValue = number | string | Uint8Array | Map<TCborValue, TCborValue>;

/** The few CBOR items an attestation needs (RFC 8949): integers, byte and text strings, maps. */
export function cbor(value: TCborValue): Uint8Array {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts: Uint8Array[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export type SoftCredential = { id: Buffer; key: KeyObject; publicKey: KeyObject; counter: number; userHandle: string };
type TOptions = { challenge: string; user?: { id: string } };

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  private authData(flags: number, counter: number, attested?: Buffer) {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter >>> 0);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), c, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create: a new credential for the options' user, as startRegistration answers it. */
  register(options: TOptions, opts: { origin?: string; userVerified?: boolean } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<TCborValue, TCborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const len = Buffer.alloc(2);
    len.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), len, id, cose]);
    const flags = FLAG_UP | FLAG_AT | (opts.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authData(flags, 0, attested);
    const attestationObject = cbor(new Map<TCborValue, TCborValue>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const credential: SoftCredential = { id, key: privateKey, publicKey, counter: 0, userHandle: options.user?.id ?? '' };
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, opts.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      },
    };
  }

  /** navigator.credentials.get with `credential`: the counter moves on by one unless told which to send. */
  assert(credential: SoftCredential, options: TOptions, opts: { counter?: number; userVerified?: boolean; origin?: string } = {}) {
    credential.counter = opts.counter ?? credential.counter + 1;
    const authData = this.authData(FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV), credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, opts.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle || undefined,
      },
    };
  }
}
