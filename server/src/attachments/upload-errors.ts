import { formatFileSize } from '../../../client/src/lib/fileSize';

/** Why an upload was refused; each maps to one HTTP status and a message meant for the person uploading. */

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`This file is too large: the limit is ${formatFileSize(maxBytes, 'en')}.`);
  }
}

export class EmptyUploadError extends Error {
  constructor() {
    super('This file is empty.');
  }
}
