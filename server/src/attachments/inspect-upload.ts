import { Readable } from 'node:stream';
import { classifyFile, sniffLength, type FileKind } from './file-types';
import { EmptyUploadError, UploadTooLargeError } from './upload-errors';

/**
 * The upload's bytes, checked on the way through: the stream fails as soon as the file turns out too
 * large or of a type we refuse (so storage discards what it had), and nothing is passed on before the
 * kind is decided from the first bytes. It starts reading only when storage reads, and leaves the
 * source open when it fails: a request must survive to carry our answer.
 */
export function inspectUpload(content: Readable, options: { maxBytes: number; fileName: string; declaredType: string }) {
  let kind: FileKind | null = null;

  async function* inspected() {
    let received = 0;
    let head: Buffer[] = [];
    for await (const chunk of content.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > options.maxBytes) throw new UploadTooLargeError(options.maxBytes);
      if (kind) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      if (received < sniffLength) continue;
      kind = classifyFile(Buffer.concat(head), options.fileName, options.declaredType);
      yield* head;
      head = [];
    }
    if (received === 0) throw new EmptyUploadError();
    if (!kind) {
      kind = classifyFile(Buffer.concat(head), options.fileName, options.declaredType);
      yield* head;
    }
  }

  return {
    stream: Readable.from(inspected(), { objectMode: false }),
    /** The accepted kind, once the stream has ended. */
    kind: () => kind,
  };
}
