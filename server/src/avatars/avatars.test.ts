import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ownerWithOrganization, registerVerified } from '../../test-support/accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

/** The upload as the dashboard sends it: the file as the body, with the session cookie and the file's type. */
function upload(operator: TestClient | null, body: Buffer, contentType = 'image/jpeg') {
  return fetch(`${t.app.url()}/avatar`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: t.app.url(), ...(operator ? { cookie: operator.cookieHeader() } : {}) },
    body: new Uint8Array(body),
  });
}

/** A photo as phones take them: wider than tall, with camera and location metadata. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer();
}

const viewerAvatar = `query { viewer { avatarUrl avatarThumbnailUrl } }`;

describe('avatars', () => {
  it('resizes an uploaded photo to square 256 and 64 px WebP pictures without its metadata, shown to the team and to visitors', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const response = await upload(owner, await photo(1200, 800));
    expect(response.status).toBe(201);
    const { avatar } = (await response.json()) as { avatar: { url: string; thumbnailUrl: string } };
    expect((await owner.data(viewerAvatar)).viewer).toEqual({ avatarUrl: avatar.url, avatarThumbnailUrl: avatar.thumbnailUrl });

    for (const [url, size] of [[avatar.url, 256], [avatar.thumbnailUrl, 64]] as const) {
      const served = await fetch(`${t.app.url()}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
      expect(metadata.exif).toBeUndefined();
    }

    // A visitor sees the picture beside the team member's replies.
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const { thread } = await sendVisitorMessage(visitor, 'Hello', clientThreadId);
    await sendOperatorMessage(owner, operatorThreadId(thread.id), 'Hi there!');
    const seen = await visitor.client.data(`query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 10) { edges { node { body authorAvatarUrl } } } } } }`, {
      id: clientThreadId,
    });
    expect(seen.visitor.thread.messages.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { body: 'Hello', authorAvatarUrl: null },
      { body: 'Hi there!', authorAvatarUrl: avatar.thumbnailUrl },
    ]);

    // A new picture replaces the old one, whose files are gone; removing goes back to initials.
    const replaced = (await (await upload(owner, await photo(300, 500))).json()) as { avatar: { url: string } };
    expect(replaced.avatar.url).not.toBe(avatar.url);
    expect((await fetch(`${t.app.url()}${avatar.url}`)).status).toBe(404);
    const removed = await owner.data(`mutation { removeAvatar { __typename ... on RemoveAvatarPayload { user { avatarUrl avatarThumbnailUrl } } } }`);
    expect(removed.removeAvatar.user).toEqual({ avatarUrl: null, avatarThumbnailUrl: null });
    expect((await fetch(`${t.app.url()}${replaced.avatar.url}`)).status).toBe(404);
  });

  it('refuses what is not a usable picture, or too big, with a clear reason, and changes nothing', async () => {
    const operator = t.client();
    await registerVerified(operator, t.mail);
    const refusals = [
      [await upload(operator, Buffer.from('%PDF-1.7 not a picture'), 'image/png'), 415, 'NOT_AN_IMAGE'],
      [await upload(operator, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'), 415, 'NOT_AN_IMAGE'],
      [await upload(operator, await photo(64, 64), 'text/plain'), 415, 'NOT_AN_IMAGE'],
      [await upload(operator, Buffer.alloc(11 * 1024 * 1024, 1)), 413, 'TOO_LARGE'],
      [await upload(operator, await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer(), 'image/png'), 413, 'TOO_MANY_PIXELS'],
      [await upload(null, await photo(64, 64)), 401, 'NOT_AUTHORIZED'],
    ] as const;
    for (const [response, status, code] of refusals) {
      expect(response.status).toBe(status);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      expect(error.message).toEqual(expect.any(String));
    }
    expect((await operator.data(viewerAvatar)).viewer).toEqual({ avatarUrl: null, avatarThumbnailUrl: null });
    // Keys of other stored files (attachments) are not served as avatars.
    expect((await fetch(`${t.app.url()}/avatars/${'a'.repeat(32)}`)).status).toBe(404);
  });
});
