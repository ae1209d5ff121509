import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

/** The whole request body, refused as soon as it is known to exceed `maxBytes`. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLargeError('Body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError('Body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
