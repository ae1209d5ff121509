import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type Storage } from './storage';

/**
 * Files on the local disk: `<root>/ab/cd/<key>`, two levels of shards so no directory grows huge.
 * A put writes (and flushes) a temporary file beside the shards, then renames it into place, so a
 * reader sees either nothing or the whole file, even after a crash mid-upload.
 */
export function createLocalDiskStorage(root: string): Storage {
  const temporary = path.join(root, '.partial');

  const pathOf = (key: string) => {
    assertStorageKey(key);
    const file = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    // The key pattern already forbids separators and dots; this guards the rule against future edits.
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error('Storage path escaped its root.');
    return file;
  };

  return {
    async put(key, content) {
      const destination = pathOf(key);
      await fs.promises.mkdir(temporary, { recursive: true });
      await fs.promises.mkdir(path.dirname(destination), { recursive: true });
      const partial = path.join(temporary, `${randomBytes(12).toString('hex')}.part`);
      let byteSize = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          byteSize += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(content, count, fs.createWriteStream(partial, { flags: 'wx', flush: true }));
        await fs.promises.rename(partial, destination);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
      return { byteSize };
    },

    async get(key) {
      try {
        const handle = await fs.promises.open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
