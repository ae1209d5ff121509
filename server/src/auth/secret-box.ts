import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets the server must read back (webhook signing secrets) with AES-256-GCM under a key derived from the
 * server secret, which is never stored in the database: a copy of the database alone reveals none of them. Each
 * purpose gets its own key, and the purpose is bound to every ciphertext, so a value cannot be moved to another use.
 */
export type SecretBox = {
  seal(plaintext: string): string;
  /** The plaintext of a sealed value; a value stored before encryption came in is returned as it is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
};

/** A sealed value that this server's key cannot open: SECRET_KEY (or DATA_DIR's key) is not the one it was sealed with. */
export class UnreadableSecret extends Error {
  constructor() {
    super('The stored secret cannot be decrypted: this server runs with another SECRET_KEY than the one it was saved with.');
  }
}

/** Marks a sealed value and its format: base64url of the 12-byte IV, the 16-byte tag and the ciphertext. */
export const sealedPrefix = 'sealed1:';
const ivLength = 12;
const tagLength = 16;

export function createSecretBox(serverSecret: Buffer, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'parley secret box', purpose, 32));
  const associatedData = Buffer.from(purpose, 'utf8');
  const isSealed = (stored: string) => stored.startsWith(sealedPrefix);

  return {
    isSealed,
    seal(plaintext) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(associatedData);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return sealedPrefix + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(sealedPrefix.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivLength)).setAAD(associatedData);
      decipher.setAuthTag(bytes.subarray(ivLength, ivLength + tagLength));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(ivLength + tagLength)), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableSecret();
      }
    },
  };
}
