/**
 * Sends one file to the server's upload endpoint (shared by the dashboard and the widget): the raw file
 * as the body, its name in a header, with progress. The server checks everything again; the answer is
 * an attachment id to send with a message, or an UploadError to show.
 */

export type UploadedFile = { id: string; fileName: string; contentType: string; byteSize: number; isImage: boolean };

export type UploadErrorCode = 'TOO_LARGE' | 'TYPE_NOT_ALLOWED' | 'EMPTY_FILE' | 'RATE_LIMITED' | 'NETWORK' | 'UNEXPECTED';

export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    /** The size limit, for TOO_LARGE. */
    readonly maxBytes?: number,
  ) {
    super(message);
  }

  /** Worth trying again by itself later (the connection dropped, or the server hiccupped). */
  get retryable(): boolean {
    return this.code === 'NETWORK' || this.code === 'UNEXPECTED';
  }
}

/** What the file picker offers; the server decides by content anyway. */
export const acceptedFileTypes = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,.log,.md,.csv,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

type UploadOptions = {
  /** `/uploads` (visitor) or `/uploads?thread=…` (operator). */
  url: string;
  file: File;
  headers?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const knownCodes: UploadErrorCode[] = ['TOO_LARGE', 'TYPE_NOT_ALLOWED', 'EMPTY_FILE', 'RATE_LIMITED'];

export function uploadFile({ url, file, headers = {}, onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name || 'file'));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { attachment?: UploadedFile; error?: { code?: string; message?: string; maxBytes?: number } } | null;
      if (request.status === 201 && body?.attachment) return resolve(body.attachment);
      const code = knownCodes.find((known) => known === body?.error?.code) ?? 'UNEXPECTED';
      reject(new UploadError(code, body?.error?.message ?? 'The file could not be uploaded. Try again.', body?.error?.maxBytes));
    };
    request.onerror = () => reject(new UploadError('NETWORK', 'The upload was interrupted. It will continue when you are back online.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
