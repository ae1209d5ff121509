import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * API key secrets look like `parley_` + 36 random base62 characters + a 6-character base62 CRC32 of those, the shape
 * GitHub uses for its tokens: the fixed prefix lets secret scanners find leaked keys, and the checksum tells a mistyped
 * or truncated key apart from a revoked one without a database lookup.
 */
export const apiKeyPrefix = 'parley_';
const randomLength = 36;
const checksumLength = 6;
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const shape = new RegExp(`^${apiKeyPrefix}([0-9A-Za-z]{${randomLength}})([0-9A-Za-z]{${checksumLength}})$`);

function toBase62(value: number, length: number): string {
  let text = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) text = base62[rest % 62] + text;
  return text.padStart(length, '0');
}

const checksumOf = (random: string) => toBase62(crc32(random), checksumLength);

export function generateApiKeySecret(): string {
  const random = Array.from({ length: randomLength }, () => base62[randomInt(62)]).join('');
  return `${apiKeyPrefix}${random}${checksumOf(random)}`;
}

/** Whether the text has a key's shape and a matching checksum: false means mistyped, truncated or not a key at all. */
export function isWellFormedApiKey(text: string): boolean {
  const match = shape.exec(text);
  return match !== null && checksumOf(match[1]) === match[2];
}

/** Whether a bearer token is meant as an API key (rather than a widget visitor token), well-formed or not. */
export const looksLikeApiKey = (token: string) => token.startsWith(apiKeyPrefix);

export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What lists show of a key, enough to recognise it: the prefix and the first four random characters. */
export const visibleStartOf = (secret: string) => secret.slice(0, apiKeyPrefix.length + 4);
