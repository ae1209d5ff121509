import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createLocalDiskStorage } from './local-disk';
import { InvalidStorageKeyError, newStorageKey } from './storage';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-storage-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every regular file under the root, the temporary area included. */
function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('local disk storage', () => {
  it('stores, reads back and deletes a file in a sharded directory', async () => {
    const storage = createLocalDiskStorage(root);
    const key = newStorageKey();
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ byteSize: 11 });
    expect(await text((await storage.get(key))!)).toBe('hello world');
    expect(filesUnder(root)).toEqual([path.join(root, key.slice(0, 2), key.slice(2, 4), key)]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('leaves nothing behind, not even a partial file, when the content fails midway', async () => {
    const storage = createLocalDiskStorage(root);
    const key = newStorageKey();
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('client went away');
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await storage.get(key)).toBeNull();
    expect(filesUnder(root)).toEqual([]);
  });

  it('never shows a half-written file to readers: the final name appears only once complete', async () => {
    const storage = createLocalDiskStorage(root);
    const key = newStorageKey();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstHalfTaken: () => void = () => {};
    const firstHalfWritten = new Promise<void>((resolve) => (firstHalfTaken = resolve));
    async function* slow() {
      yield Buffer.from('first half, ');
      // The writer asks for more only once it has taken the first half.
      firstHalfTaken();
      await gate;
      yield Buffer.from('second half');
    }
    const writing = storage.put(key, Readable.from(slow()));
    await firstHalfWritten;
    expect(await storage.get(key)).toBeNull();
    release();
    await writing;
    expect(await text((await storage.get(key))!)).toBe('first half, second half');
  });

  it('refuses keys that could name a path, and never touches files outside its root', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'files'));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'do not read');
    for (const key of ['../secret.txt', '../../etc/passwd', '..%2fsecret.txt', 'a/b', '', '.', 'short', `${'a'.repeat(40)}/../x`]) {
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('do not read');
  });
});
