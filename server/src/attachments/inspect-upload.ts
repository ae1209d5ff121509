import { Transform } from 'node:stream';
import { classifyFile, sniffLength, type FileKind } from './file-types';
import { EmptyUploadError, UploadTooLargeError } from './upload-errors';

/**
 * Passes an upload through while enforcing the size limit and deciding its kind from its first bytes.
 * Nothing reaches storage before the kind is accepted, and the stream fails (so storage discards the
 * partial file) as soon as the file turns out too large or of a type we refuse.
 */
export function inspectUpload(options: { maxBytes: number; fileName: string; declaredType: string }) {
  let received = 0;
  let head: Buffer[] = [];
  let headLength = 0;
  let kind: FileKind | null = null;

  const decide = (stream: Transform) => {
    kind = classifyFile(Buffer.concat(head, headLength), options.fileName, options.declaredType);
    for (const chunk of head) stream.push(chunk);
    head = [];
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > options.maxBytes) return callback(new UploadTooLargeError(options.maxBytes));
      if (kind) return callback(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < sniffLength) return callback();
      try {
        decide(this);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      if (received === 0) return callback(new EmptyUploadError());
      try {
        if (!kind) decide(this);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return {
    stream,
    /** The accepted kind, once the stream has ended. */
    kind: () => kind,
  };
}
