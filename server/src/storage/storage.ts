import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, by opaque key. Keys come from `newStorageKey()`, never from a file name,
 * so a backend can map them to paths or object names without trusting anything a client sent.
 */
export interface Storage {
  /**
   * Stores the stream's bytes under the key, all or nothing: if the stream fails (too large, wrong type,
   * client gone) nothing is left behind and the error is passed on. Returns how many bytes were stored.
   */
  put(key: string, content: Readable): Promise<{ byteSize: number }>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key's bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor() {
    super('Invalid storage key.');
  }
}

const keyPattern = /^[A-Za-z0-9_-]{32,128}$/;

/** A fresh, unguessable key. */
export function newStorageKey(): string {
  return randomBytes(24).toString('base64url');
}

export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key)) throw new InvalidStorageKeyError();
}
