import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { downloadAccessInclude, mayDownload, type Downloader } from '../attachments/download-access';
import { visitorOfSignedLink } from '../attachments/download-links';
import { isImageType } from '../attachments/file-types';
import { createContext } from '../graphql/context';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';

export const attachmentDownloadPattern = /^\/attachments\/([A-Za-z0-9_-]{1,64})\/[^/]+$/;

/** RFC 6266 with an ASCII fallback, so every browser saves the file under its real name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /attachments/:id/:fileName`: the file, for a member of its organization (session cookie), its
 * visitor (bearer token or a signed link from the widget). Everyone else gets the same 404 as for a
 * file that does not exist, so ids reveal nothing. Files are served so that no browser runs them:
 * nosniff, a sandboxing CSP, and "attachment" for everything but images.
 */
export function createAttachmentDownloadHandler(services: Services, reportUnexpected: ReportUnexpected) {
  const notFound = (response: ServerResponse) => {
    response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: 'Not found' }));
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const id = attachmentDownloadPattern.exec(url.pathname)?.[1];
    if (!id || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(response);
    try {
      const attachment = await services.db.prisma.attachment.findUnique({ where: { id }, include: downloadAccessInclude });
      if (!attachment) return notFound(response);
      const signedFor = visitorOfSignedLink(services.serverSecret, id, url.searchParams);
      const context = signedFor ? null : await createContext(services, { req: request });
      const who: Downloader | null = signedFor
        ? { contactId: signedFor }
        : context?.visitor
          ? { contactId: context.visitor.contactId }
          : context?.session?.user.emailVerifiedAt
            ? { isMemberOf: async (organizationId) => (await context.roleIn(organizationId)) !== null }
            : null;
      if (!who || !(await mayDownload(attachment, who))) return notFound(response);
      const content = await services.storage.get(attachment.storageKey);
      if (!content) return notFound(response);
      const image = isImageType(attachment.contentType);
      response.writeHead(200, {
        'content-type': attachment.contentType.startsWith('text/') ? `${attachment.contentType}; charset=utf-8` : attachment.contentType,
        'content-length': attachment.byteSize,
        'content-disposition': contentDisposition(image ? 'inline' : 'attachment', attachment.fileName),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        // Files never change once stored; only this browser may keep them (signed links expire anyway).
        'cache-control': 'private, max-age=3600',
      });
      if (request.method === 'HEAD') {
        content.destroy();
        return void response.end();
      }
      await pipeline(content, response);
    } catch (error) {
      if (response.headersSent) return void response.destroy();
      reportUnexpected(error);
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Unexpected error.' }));
    }
  };
}
