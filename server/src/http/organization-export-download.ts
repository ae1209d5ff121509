import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { clientAddress } from '../auth/client-address';
import { redeemExportLink } from '../privacy/export-links';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';

/**
 * `GET /dashboard/organization-export.zip?token=…`: the archive an owner was emailed a link to. The link is the key:
 * it works once and expires, and an unknown, spent or expired one all get the same page, which says what to do.
 */
export function createOrganizationExportDownloadHandler(services: Services, reportUnexpected: ReportUnexpected) {
  const gone = (response: ServerResponse) => {
    response.writeHead(410, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end('This download link has expired or has already been used. Start a new export in Settings → Organization.\n');
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET') return gone(response);
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
    try {
      const archive = token ? await redeemExportLink(services, token, clientAddress(services.config.trustProxy, { peerAddress: request.socket.remoteAddress, forwardedFor: (request.headers['x-forwarded-for'] as string | undefined) ?? null })) : null;
      const content = archive ? await services.storage.get(archive.storageKey) : null;
      if (!archive || !content) return gone(response);
      response.writeHead(200, {
        'content-type': 'application/zip',
        ...(archive.byteSize === null ? {} : { 'content-length': archive.byteSize.toString() }),
        'content-disposition': `attachment; filename="${archive.fileName}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      await pipeline(content, response);
    } catch (error) {
      if (response.headersSent) return void response.destroy();
      reportUnexpected(error);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The download failed. Start a new export in Settings → Organization.\n');
    }
  };
}
