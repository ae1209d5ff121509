import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ImageDimensionsTooLargeError, NotAnImageError } from '../avatars/avatar-images';
import { avatarPath, storeAvatar } from '../avatars/store-avatar';
import { RateLimitedError } from '../errors';
import { createContext } from '../graphql/context';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';
import { BodyTooLargeError, readBody } from './read-body';

export const avatarUploadPath = '/avatar';
export const avatarDownloadPattern = /^\/avatars\/([A-Za-z0-9_-]{32,128})$/;

/** Pictures straight off a phone fit; anything bigger is not a face worth decoding. */
export const maxAvatarBytes = 10 * 1024 * 1024;

type AvatarFailure = { status: number; code: string; message: string };

function failureOf(error: unknown): AvatarFailure | null {
  if (error instanceof BodyTooLargeError) return { status: 413, code: 'TOO_LARGE', message: 'This picture is too large: the limit is 10 MB.' };
  if (error instanceof NotAnImageError) return { status: 415, code: 'NOT_AN_IMAGE', message: error.message };
  if (error instanceof ImageDimensionsTooLargeError) return { status: 413, code: 'TOO_MANY_PIXELS', message: error.message };
  if (error instanceof RateLimitedError) return { status: 429, code: 'RATE_LIMITED', message: error.message };
  return null;
}

/**
 * `POST /avatar`: the signed-in operator's new picture as the raw body, with an image Content-Type (which no other
 * site's form can send without a preflight we never grant). Answers 201 with the avatar's addresses, or a JSON error.
 */
export function createAvatarUploadHandler(services: Services, reportUnexpected: ReportUnexpected) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(request.readableEnded ? {} : { connection: 'close' }) });
      response.end(JSON.stringify(body));
      if (!request.readableEnded) response.once('finish', () => request.destroy());
    };
    if (request.method !== 'POST') return send(405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'Upload with POST.' } });
    try {
      const context = await createContext(services, { req: request });
      const session = context.session;
      if (!session?.user.emailVerifiedAt) return send(401, { error: { code: 'NOT_AUTHORIZED', message: 'Sign in to change your picture.' } });
      if (!/^image\//i.test(request.headers['content-type'] ?? '')) throw new NotAnImageError();
      await services.rateLimits.consume('upload', `user:${session.userId}`);
      const upload = await readBody(request, maxAvatarBytes);
      const user = await storeAvatar({ prisma: services.db.prisma, storage: services.storage }, session.userId, upload);
      send(201, { avatar: { url: avatarPath(user.avatarLargeKey!), thumbnailUrl: avatarPath(user.avatarSmallKey!) } });
    } catch (error) {
      const failure = failureOf(error);
      if (failure) {
        const { status, ...details } = failure;
        return send(status, { error: details });
      }
      if (request.errored || request.destroyed) return;
      const eventId = reportUnexpected(error);
      send(500, { error: { code: 'UNEXPECTED', message: 'The picture could not be saved. Try again.', ...(eventId ? { eventId } : {}) } });
    }
  };
}

/**
 * `GET /avatars/:key`: a team member's picture, public like their name in the chat. Only keys that are someone's
 * avatar are served (attachments share the storage and have their own access checks); a key never changes content.
 */
export function createAvatarDownloadHandler(services: Services, reportUnexpected: ReportUnexpected) {
  const notFound = (response: ServerResponse) => {
    response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: 'Not found' }));
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    const key = avatarDownloadPattern.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
    if (!key || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(response);
    try {
      const owner = await services.db.prisma.user.findFirst({ where: { OR: [{ avatarLargeKey: key }, { avatarSmallKey: key }] }, select: { id: true } });
      const content = owner ? await services.storage.get(key) : null;
      if (!content) return notFound(response);
      response.writeHead(200, {
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        // The widget shows it inside other sites' pages.
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      if (request.method === 'HEAD') {
        content.destroy();
        return void response.end();
      }
      await pipeline(content, response);
    } catch (error) {
      if (!response.headersSent) {
        reportUnexpected(error);
        notFound(response);
      }
    }
  };
}
