import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, answering the options our server hands out the way a browser and a platform
 * authenticator would: P-256 keys, "none" attestation, CBOR authenticator data, a signature counter.
 */

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 };

type StoredCredential = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; rpId: string; userHandle: string; counter: number };

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flagBits: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flagBits]), count, ...(attested ? [attested] : [])]);
}

export type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
export type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  /** Whether the user proves to the authenticator who they are (PIN, biometrics); required for signing in without a password. */
  verifiesUser = true;

  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): makes a key pair for the site and returns the registration response JSON. */
  create(options: CreationOptions, overrides: { origin?: string; rpId?: string } = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    this.credentials.push({ id, privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 });
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey(publicKey)]);
    const flagBits = flags.userPresent | (this.verifiesUser ? flags.userVerified : 0) | flags.attestedCredentialData;
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authenticatorData(rpId, flagBits, 0, attested)],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false });
    return {
      id: base64url(id),
      rawId: base64url(id),
      type: 'public-key',
      response: { clientDataJSON: base64url(Buffer.from(clientDataJSON)), attestationObject: base64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with the first credential the options allow (any of the site's when
   * they name none), counting one more use; `counter` replaces the count sent, as a copied key would.
   */
  get(options: RequestOptions, overrides: { origin?: string; counter?: number; credentialId?: string } = {}) {
    const allowed = new Set(options.allowCredentials?.map((credential) => credential.id) ?? []);
    const wanted = overrides.credentialId;
    const credential = this.credentials.find((candidate) =>
      wanted ? base64url(candidate.id) === wanted : allowed.size === 0 ? candidate.rpId === (options.rpId ?? candidate.rpId) : allowed.has(base64url(candidate.id)),
    );
    if (!credential) throw new Error('The authenticator holds no passkey these options allow.');
    credential.counter += 1;
    const flagBits = flags.userPresent | (this.verifiesUser ? flags.userVerified : 0);
    const data = authenticatorData(credential.rpId, flagBits, overrides.counter ?? credential.counter);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(data),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
