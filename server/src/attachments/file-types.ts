/**
 * Which files people may share, decided from the bytes themselves where a format has a signature:
 * the declared type and the file name only choose among formats that cannot be recognised by content.
 * Markup (HTML, SVG, XML) is never accepted, so a stored file cannot run script in our origin.
 */

export type FileKind = { contentType: string; label: string };

const png = { contentType: 'image/png', label: 'PNG image' };
const jpeg = { contentType: 'image/jpeg', label: 'JPEG image' };
const gif = { contentType: 'image/gif', label: 'GIF image' };
const webp = { contentType: 'image/webp', label: 'WebP image' };

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);

/** Images are recognised by their signature alone. */
function sniffImage(head: Buffer): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return jpeg;
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return gif;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return webp;
  return null;
}

const isPdf = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';
const isZip = (head: Buffer) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
const isOle = (head: Buffer) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Plain text: no NUL bytes, and nothing a browser could take for a page or an SVG. */
function isSafeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const start = head.toString('utf8').replace(/^\uFEFF/, '').trimStart().slice(0, 64).toLowerCase();
  return !/^<(!doctype|html|head|body|script|svg|\?xml|iframe|!--)/.test(start);
}

type DocumentFormat = FileKind & { extensions: string[]; declaredTypes: string[]; matches: (head: Buffer) => boolean };

const documentFormats: DocumentFormat[] = [
  { contentType: 'application/pdf', label: 'PDF', extensions: ['pdf'], declaredTypes: ['application/pdf'], matches: isPdf },
  { contentType: 'text/plain', label: 'text file', extensions: ['txt', 'log', 'md'], declaredTypes: ['text/plain', 'text/markdown'], matches: isSafeText },
  { contentType: 'text/csv', label: 'CSV', extensions: ['csv'], declaredTypes: ['text/csv'], matches: isSafeText },
  { contentType: 'application/zip', label: 'ZIP archive', extensions: ['zip'], declaredTypes: ['application/zip', 'application/x-zip-compressed'], matches: isZip },
  ...(
    [
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word document'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Excel spreadsheet'],
      ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PowerPoint presentation'],
      ['odt', 'application/vnd.oasis.opendocument.text', 'OpenDocument text'],
      ['ods', 'application/vnd.oasis.opendocument.spreadsheet', 'OpenDocument spreadsheet'],
      ['odp', 'application/vnd.oasis.opendocument.presentation', 'OpenDocument presentation'],
    ] as const
  ).map(([extension, contentType, label]) => ({ contentType, label, extensions: [extension], declaredTypes: [contentType], matches: isZip })),
  ...(
    [
      ['doc', 'application/msword', 'Word document'],
      ['xls', 'application/vnd.ms-excel', 'Excel spreadsheet'],
      ['ppt', 'application/vnd.ms-powerpoint', 'PowerPoint presentation'],
    ] as const
  ).map(([extension, contentType, label]) => ({ contentType, label, extensions: [extension], declaredTypes: [contentType], matches: isOle })),
];

const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

/** What the upload form's file picker offers; the server decides by content anyway. */
export const acceptedFileTypes = [
  ...imageExtensions.map((extension) => `.${extension}`),
  ...documentFormats.flatMap((format) => format.extensions.map((extension) => `.${extension}`)),
].join(',');

/** Bytes the decision needs from the start of a file. */
export const sniffLength = 512;

export class FileTypeNotAllowedError extends Error {
  constructor(message = 'This type of file is not allowed. Send images (PNG, JPEG, GIF, WebP), PDF, text, CSV, ZIP or office documents.') {
    super(message);
  }
}

/**
 * The kind of a file from its first bytes, its name and the type the client declared; throws
 * FileTypeNotAllowedError when it is none we accept or when its content contradicts what it claims.
 */
export function classifyFile(head: Buffer, fileName: string, declaredType: string): FileKind {
  const image = sniffImage(head);
  if (image) return image;
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  if (imageExtensions.includes(extension) || declared.startsWith('image/')) {
    throw new FileTypeNotAllowedError('This file is not a valid PNG, JPEG, GIF or WebP image.');
  }
  const format = documentFormats.find((candidate) => candidate.extensions.includes(extension)) ?? documentFormats.find((candidate) => candidate.declaredTypes.includes(declared));
  if (!format) throw new FileTypeNotAllowedError();
  if (!format.matches(head)) throw new FileTypeNotAllowedError(`This file's content is not a valid ${format.label}.`);
  return format;
}

export function isImageType(contentType: string): boolean {
  return contentType.startsWith('image/');
}
