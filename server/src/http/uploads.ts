import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { FileTypeNotAllowedError, isImageType } from '../attachments/file-types';
import { receiveUpload, type Uploader } from '../attachments/receive-upload';
import { EmptyUploadError, UploadTooLargeError } from '../attachments/upload-errors';
import { RateLimitedError } from '../errors';
import { createContext, type Context } from '../graphql/context';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';

export const uploadsPath = '/uploads';

/** The header naming the file (URI-encoded). Being non-standard, it also makes any cross-site request need a preflight we never grant. */
export const fileNameHeader = 'x-file-name';

type UploadFailure = { status: number; code: string; message: string; maxBytes?: number };

class UploadRefused extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message);
  }
}

const notAuthorized = () => new UploadRefused({ status: 401, code: 'NOT_AUTHORIZED', message: 'Sign in, or start a chat, to send files.' });

/**
 * The uploader behind a request: an operator (session cookie, sent only from our own origin) uploading
 * for a thread of an organization they belong to (`?thread=<Thread id>`), or a widget visitor (bearer token).
 */
/** Files come over HTTP from people only: an operator for a thread, or a visitor. */
type PersonUploader = Exclude<Uploader, { kind: 'INTEGRATION' }>;

async function uploaderOf(context: Context, query: URLSearchParams): Promise<PersonUploader> {
  const threadParam = query.get('thread');
  if (threadParam) {
    const session = context.session;
    if (!session?.user.emailVerifiedAt) throw notAuthorized();
    let threadId: string | null = null;
    try {
      const decoded = decodeGlobalID(threadParam);
      if (decoded.typename === 'Thread') threadId = decoded.id;
    } catch {
      threadId = null;
    }
    const thread = threadId ? await context.prisma.thread.findUnique({ where: { id: threadId }, select: { id: true, organizationId: true } }) : null;
    if (!thread || !(await context.roleIn(thread.organizationId))) {
      throw new UploadRefused({ status: 404, code: 'NOT_FOUND', message: 'This conversation was not found.' });
    }
    return { kind: 'OPERATOR', userId: session.userId, organizationId: thread.organizationId, threadId: thread.id };
  }
  if (context.visitor) return { kind: 'CONTACT', contactId: context.visitor.contactId, organizationId: context.visitor.organizationId };
  throw notAuthorized();
}

function failureOf(error: unknown): UploadFailure | null {
  if (error instanceof UploadRefused) return error.failure;
  if (error instanceof UploadTooLargeError) return { status: 413, code: 'TOO_LARGE', message: error.message, maxBytes: error.maxBytes };
  if (error instanceof FileTypeNotAllowedError) return { status: 415, code: 'TYPE_NOT_ALLOWED', message: error.message };
  if (error instanceof EmptyUploadError) return { status: 400, code: 'EMPTY_FILE', message: error.message };
  if (error instanceof RateLimitedError) return { status: 429, code: 'RATE_LIMITED', message: error.message };
  return null;
}

function decodedFileName(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header === '') return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/**
 * `POST /uploads`: the raw file as the body, its type as Content-Type, its name in X-File-Name.
 * Answers 201 with the new attachment (not sent with any message yet), or a JSON error with its status.
 */
export function createUploadHandler(services: Services, reportUnexpected: ReportUnexpected) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      // A refused upload may still be arriving: read and discard it (up to a bound) so the browser gets our answer rather than a reset.
      const remaining = Number(request.headers['content-length'] ?? 0);
      const drain = !request.readableEnded && remaining <= services.config.uploadMaxBytes * 4;
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(drain ? {} : { connection: 'close' }) });
      response.end(JSON.stringify(body));
      if (drain) request.resume();
      else if (!request.readableEnded) response.once('finish', () => request.destroy());
    };
    if (request.method !== 'POST') return send(405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'Upload with POST.' } });
    try {
      const fileName = decodedFileName(request.headers[fileNameHeader]);
      if (!fileName) throw new UploadRefused({ status: 400, code: 'FILE_NAME_REQUIRED', message: `Name the file in the ${fileNameHeader} header.` });
      const context = await createContext(services, { req: request });
      const uploader = await uploaderOf(context, new URL(request.url ?? '/', 'http://localhost').searchParams);
      await services.rateLimits.consume('upload', uploader.kind === 'OPERATOR' ? `user:${uploader.userId}` : `contact:${uploader.contactId}`);
      const declaredLength = request.headers['content-length'] ? Number(request.headers['content-length']) : null;
      const attachment = await receiveUpload(
        { prisma: services.db.prisma, storage: services.storage, maxBytes: services.config.uploadMaxBytes },
        uploader,
        { content: request, fileName, declaredType: request.headers['content-type'] ?? '', declaredLength },
      );
      send(201, {
        attachment: {
          id: encodeGlobalID(uploader.kind === 'OPERATOR' ? 'Attachment' : 'VisitorAttachment', attachment.id),
          fileName: attachment.fileName,
          contentType: attachment.contentType,
          byteSize: attachment.byteSize,
          isImage: isImageType(attachment.contentType),
        },
      });
    } catch (error) {
      const failure = failureOf(error);
      if (failure) {
        const { status, ...details } = failure;
        return send(status, { error: details });
      }
      if (request.errored || request.destroyed) return; // the client went away mid-upload; nobody is left to answer
      const eventId = reportUnexpected(error);
      send(500, { error: { code: 'UNEXPECTED', message: 'The file could not be uploaded. Try again.', ...(eventId ? { eventId } : {}) } });
    }
  };
}
