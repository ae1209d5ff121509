/** Why an upload was refused; each maps to one HTTP status and a message meant for the person uploading. */

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`This file is too large: the limit is ${formatByteSize(maxBytes)}.`);
  }
}

export class EmptyUploadError extends Error {
  constructor() {
    super('This file is empty.');
  }
}

/** 10485760 → "10 MB"; 1536 → "1.5 KB". */
export function formatByteSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${Number(value.toFixed(1))} ${units[unit]}`;
}
