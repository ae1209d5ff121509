/**
 * The chunks as one new array with a buffer of its own, so it can be transferred to the other thread: a Buffer may be
 * a view into a pool other Buffers share, and transferring that would take their memory away.
 */
export function joinedBytes(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
