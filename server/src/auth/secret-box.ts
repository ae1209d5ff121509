import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (AES-256-GCM), with a key derived from the server secret for one
 * purpose, so that a copy of the database alone does not reveal them and a key serves nothing else.
 */
export type SecretBox = { seal(plaintext: string): string; open(sealed: string): string };

const version = 'v1';

export function secretBox(serverSecret: Buffer, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), `parley:${purpose}`, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    open(sealed) {
      const [tag, iv, authTag, ciphertext] = sealed.split('.');
      if (tag !== version || !iv || !authTag || ciphertext === undefined) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
