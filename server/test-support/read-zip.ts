import { inflateRawSync } from 'node:zlib';

/**
 * Every entry of a zip archive, by name: a small reader of the central directory (PKWARE APPNOTE 4.3.12–16) that
 * handles the two methods archives use, stored and deflated, so tests can read back what the app wrote.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endOfDirectory = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('Not a zip archive: no end-of-central-directory record.');
  const entryCount = archive.readUInt16LE(endOfDirectory + 10);
  let offset = archive.readUInt32LE(endOfDirectory + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < entryCount; index += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error(`Broken central directory at entry ${index}.`);
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localHeader = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`Entry ${name} uses compression method ${method}.`);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The lines of an NDJSON entry, parsed. */
export function ndjson(entries: Map<string, Buffer>, name: string): any[] {
  const content = entries.get(name);
  if (!content) throw new Error(`The archive has no ${name}; it has ${[...entries.keys()].join(', ')}`);
  return content
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}
