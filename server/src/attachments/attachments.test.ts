import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { storedFiles, tinyPdf, tinyPng, upload, uploaded } from '../../test-support/attachments';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { signedVisitorLink } from './download-links';

const maxBytes = 4096;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { UPLOAD_MAX_BYTES: String(maxBytes) } });
});
afterAll(async () => {
  await t.close();
});

const attachmentFields = 'attachments { id fileName contentType byteSize isImage url }';

const sendVisitor = `mutation($input: SendVisitorMessageInput!) {
  sendVisitorMessage(input: $input) {
    __typename
    ... on SendVisitorMessagePayload { messageEdge { node { id body ${attachmentFields} } } thread { id preview } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;

const sendOperator = `mutation($input: SendOperatorMessageInput!) {
  sendOperatorMessage(input: $input) {
    __typename
    ... on SendOperatorMessagePayload { messageEdge { node { id body kind ${attachmentFields} } } thread { lastSeq } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;

async function conversation() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  const opening = await sendVisitorMessage(visitor, 'Hello, a question about my invoice', clientThreadId);
  const threadId = operatorThreadId(opening.thread.id);
  return { operator, organizationId, widget, visitor, clientThreadId, threadId, cookie: operator.cookieHeader() };
}

const asVisitor = (visitor: Visitor) => ({ visitorToken: visitor.token });
const asOperator = (operator: TestClient, threadId: string) => ({ cookie: operator.cookieHeader(), threadId });

/** What a refused request must leave unchanged: rows and files. */
async function snapshot() {
  const prisma = t.database.prisma;
  return JSON.stringify([await prisma.attachment.findMany({ orderBy: { id: 'asc' } }), await prisma.message.count(), storedFiles(t.app).sort()]);
}

async function visitorMessages(visitor: Visitor, clientThreadId: string) {
  const { visitor: me } = await visitor.client.data(
    `query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 50) { edges { node { body ${attachmentFields} } } } } } }`,
    { id: clientThreadId },
  );
  return me.thread.messages.edges.map((edge: any) => edge.node);
}

async function operatorMessages(operator: TestClient, threadId: string) {
  const { thread } = await operator.data(`query($id: ID!) { thread: node(id: $id) { ... on Thread { messages(first: 50) { edges { node { body kind ${attachmentFields} } } } } } }`, { id: threadId });
  return thread.messages.edges.map((edge: any) => edge.node);
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.app.url()}${path}`, { headers });

describe('uploading', () => {
  it('accepts an image from a visitor and a PDF from an operator, sent with no message yet', async () => {
    const c = await conversation();
    const image = await upload(t.app, asVisitor(c.visitor), { name: 'screenshot.png', type: 'image/png', content: tinyPng });
    expect(image.status).toBe(201);
    expect(image.body.attachment).toMatchObject({ fileName: 'screenshot.png', contentType: 'image/png', byteSize: tinyPng.length, isImage: true });
    const pdf = await upload(t.app, asOperator(c.operator, c.threadId), { name: 'Invoice März.pdf', type: 'application/pdf', content: tinyPdf });
    expect(pdf.status).toBe(201);
    expect(pdf.body.attachment).toMatchObject({ fileName: 'Invoice März.pdf', contentType: 'application/pdf', isImage: false });
    const rows = await t.database.prisma.attachment.findMany({ where: { id: { in: [databaseId(image.body.attachment.id), databaseId(pdf.body.attachment.id)] } } });
    expect(rows.map((row) => row.messageId)).toEqual([null, null]);
    expect(Buffer.from(image.body.attachment.id, 'base64').toString()).toMatch(/^VisitorAttachment:/);
    expect(Buffer.from(pdf.body.attachment.id, 'base64').toString()).toMatch(/^Attachment:/);
  });

  it('refuses a file over the limit with 413 naming the limit, whether its size is declared or not, and keeps nothing', async () => {
    const c = await conversation();
    const before = await snapshot();
    const big = Buffer.concat([tinyPng, Buffer.alloc(maxBytes)]);
    const declared = await upload(t.app, asVisitor(c.visitor), { name: 'big.png', type: 'image/png', content: big });
    expect(declared).toEqual({ status: 413, body: { error: { code: 'TOO_LARGE', message: 'This file is too large: the limit is 4 KB.', maxBytes } } });
    const streamed = await fetch(`${t.app.url()}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.visitor.token}`, 'content-type': 'image/png', 'x-file-name': 'big.png' },
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < big.length; offset += 1000) controller.enqueue(new Uint8Array(big.subarray(offset, offset + 1000)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it('refuses with 415 what is not an allowed type, judged by content: HTML named .png, SVG, HTML, programs', async () => {
    const c = await conversation();
    const before = await snapshot();
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    for (const file of [
      { name: 'cat.png', type: 'image/png', content: html },
      { name: 'logo.svg', type: 'image/svg+xml', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
      { name: 'page.html', type: 'text/html', content: html },
      { name: 'notes.txt', type: 'text/plain', content: html },
      { name: 'setup.exe', type: 'application/octet-stream', content: Buffer.from('MZ\x90\x00binary') },
    ]) {
      const result = await upload(t.app, asVisitor(c.visitor), file);
      expect(result.status).toBe(415);
      expect(result.body.error.code).toBe('TYPE_NOT_ALLOWED');
    }
    expect((await upload(t.app, asVisitor(c.visitor), { name: 'cat.png', type: 'image/png', content: html })).body.error.message).toBe(
      'This file is not a valid PNG, JPEG, GIF or WebP image.',
    );
    expect(await snapshot()).toBe(before);
  });

  it('requires an operator of the thread’s organization or a visitor, and keeps nothing otherwise', async () => {
    const c = await conversation();
    const outsider = t.client();
    await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    const before = await snapshot();
    const file = { name: 'a.pdf', type: 'application/pdf', content: tinyPdf };
    const anonymous = await fetch(`${t.app.url()}/uploads`, { method: 'POST', headers: { 'content-type': 'application/pdf', 'x-file-name': 'a.pdf' }, body: new Uint8Array(tinyPdf) });
    expect(anonymous.status).toBe(401);
    expect((await upload(t.app, asOperator(outsider, c.threadId), file)).status).toBe(404);
    // The session cookie riding a request from another site is not a session.
    expect((await upload(t.app, asOperator(c.operator, c.threadId), file, { origin: 'https://evil.example' })).status).toBe(401);
    expect((await upload(t.app, asVisitor(c.visitor), file, { 'x-file-name': '' })).status).toBe(400);
    expect((await upload(t.app, asVisitor(c.visitor), { ...file, content: Buffer.alloc(0) })).body.error.code).toBe('EMPTY_FILE');
    expect(await snapshot()).toBe(before);
  });
});

describe('sending files with messages', () => {
  it('sends files in upload order, with or without text; a retry stores them once', async () => {
    const c = await conversation();
    const image = await uploaded(t.app, asVisitor(c.visitor), { name: 'photo.png', type: 'image/png', content: tinyPng });
    const pdf = await uploaded(t.app, asVisitor(c.visitor), { name: 'receipt.pdf', type: 'application/pdf', content: tinyPdf });
    const input = { clientThreadId: c.clientThreadId, clientMessageId: randomUUID(), body: '', attachmentIds: [image, pdf] };
    const { sendVisitorMessage: first } = await c.visitor.client.data(sendVisitor, { input });
    expect(first.__typename).toBe('SendVisitorMessagePayload');
    expect(first.thread.preview).toBe('📎 photo.png, receipt.pdf');
    expect(first.messageEdge.node.attachments.map((file: any) => [file.id, file.fileName, file.isImage])).toEqual([
      [image, 'photo.png', true],
      [pdf, 'receipt.pdf', false],
    ]);
    const { sendVisitorMessage: retry } = await c.visitor.client.data(sendVisitor, { input });
    expect(retry.messageEdge.node.id).toBe(first.messageEdge.node.id);
    expect(retry.messageEdge.node.attachments).toHaveLength(2);
    expect(await t.database.prisma.message.count({ where: { threadId: databaseId(c.threadId) } })).toBe(2);

    const seen = (await operatorMessages(c.operator, c.threadId)).at(-1);
    expect(seen.attachments.map((file: any) => [file.fileName, file.contentType, file.byteSize])).toEqual([
      ['photo.png', 'image/png', tinyPng.length],
      ['receipt.pdf', 'application/pdf', tinyPdf.length],
    ]);

    const reply = await uploaded(t.app, asOperator(c.operator, c.threadId), { name: 'guide.pdf', type: 'application/pdf', content: tinyPdf });
    const { sendOperatorMessage } = await c.operator.data(sendOperator, {
      input: { threadId: c.threadId, clientMessageId: randomUUID(), body: 'Here is the guide', attachmentIds: [reply] },
    });
    expect(sendOperatorMessage.messageEdge.node.attachments.map((file: any) => file.fileName)).toEqual(['guide.pdf']);
    expect((await visitorMessages(c.visitor, c.clientThreadId)).at(-1).attachments.map((file: any) => file.fileName)).toEqual(['guide.pdf']);
  });

  it("refuses someone else's file, a file already sent, too many files and an empty message, and changes nothing", async () => {
    const c = await conversation();
    const stranger = await startVisitor(t, c.widget.clientId);
    const theirs = await uploaded(t.app, asVisitor(stranger), { name: 'theirs.png', type: 'image/png', content: tinyPng });
    const mine = await uploaded(t.app, asVisitor(c.visitor), { name: 'mine.png', type: 'image/png', content: tinyPng });
    await c.visitor.client.data(sendVisitor, { input: { clientThreadId: c.clientThreadId, clientMessageId: randomUUID(), body: 'first', attachmentIds: [mine] } });

    const other = await conversation();
    const foreignOperatorFile = await uploaded(t.app, asOperator(other.operator, other.threadId), { name: 'other-org.pdf', type: 'application/pdf', content: tinyPdf });
    const before = await snapshot();
    const thread = JSON.stringify(await t.database.prisma.thread.findUnique({ where: { id: databaseId(c.threadId) } }));

    for (const attachmentIds of [[theirs], [mine]]) {
      const { sendVisitorMessage } = await c.visitor.client.data(sendVisitor, { input: { clientThreadId: c.clientThreadId, clientMessageId: randomUUID(), body: 'again', attachmentIds } });
      expect(sendVisitorMessage.__typename).toBe('ValidationError');
      expect(sendVisitorMessage.fieldErrors[0].field).toBe('attachmentIds');
    }
    const { sendOperatorMessage: foreign } = await c.operator.data(sendOperator, { input: { threadId: c.threadId, clientMessageId: randomUUID(), body: 'x', attachmentIds: [foreignOperatorFile] } });
    expect(foreign.__typename).toBe('ValidationError');
    const { sendVisitorMessage: tooMany } = await c.visitor.client.data(sendVisitor, {
      input: { clientThreadId: c.clientThreadId, clientMessageId: randomUUID(), body: 'x', attachmentIds: Array.from({ length: 11 }, () => mine) },
    });
    expect(tooMany.message).toBe('Send at most 10 files per message.');
    const { sendVisitorMessage: empty } = await c.visitor.client.data(sendVisitor, { input: { clientThreadId: c.clientThreadId, clientMessageId: randomUUID(), body: '  ', attachmentIds: [] } });
    expect(empty.message).toBe('Write a message first.');

    expect(await snapshot()).toBe(before);
    expect(JSON.stringify(await t.database.prisma.thread.findUnique({ where: { id: databaseId(c.threadId) } }))).toBe(thread);
  });
});

describe('downloading', () => {
  async function withFiles() {
    const c = await conversation();
    const image = await uploaded(t.app, asVisitor(c.visitor), { name: 'photo.png', type: 'image/png', content: tinyPng });
    await c.visitor.client.data(sendVisitor, { input: { clientThreadId: c.clientThreadId, clientMessageId: randomUUID(), body: 'see photo', attachmentIds: [image] } });
    const pdf = await uploaded(t.app, asOperator(c.operator, c.threadId), { name: 'guide "v2".pdf', type: 'application/pdf', content: tinyPdf });
    await c.operator.data(sendOperator, { input: { threadId: c.threadId, clientMessageId: randomUUID(), body: 'guide', attachmentIds: [pdf] } });
    const secret = await uploaded(t.app, asOperator(c.operator, c.threadId), { name: 'internal.pdf', type: 'application/pdf', content: tinyPdf });
    await c.operator.data(sendOperator, { input: { threadId: c.threadId, clientMessageId: randomUUID(), body: 'internal', kind: 'NOTE', attachmentIds: [secret] } });
    const files = (await operatorMessages(c.operator, c.threadId)).flatMap((message: any) => message.attachments);
    return { ...c, files: Object.fromEntries(files.map((file: any) => [file.fileName, file])) };
  }

  it('serves files to operators of the organization, safely, and to nobody else', async () => {
    const c = await withFiles();
    const image = await get(c.files['photo.png'].url, { cookie: c.cookie });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(tinyPng);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    const pdf = await get(c.files['guide "v2".pdf'].url, { cookie: c.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="guide _v2_.pdf"; filename*=UTF-8''guide%20%22v2%22.pdf`);
    expect((await get(c.files['internal.pdf'].url, { cookie: c.cookie })).status).toBe(200);

    const outsider = t.client();
    await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    expect((await get(c.files['photo.png'].url, { cookie: outsider.cookieHeader() })).status).toBe(404);
    expect((await get(c.files['photo.png'].url)).status).toBe(404);
    expect((await get('/attachments/doesnotexist/x.png', { cookie: c.cookie })).status).toBe(404);
    const { data } = await outsider.request(`query($id: ID!) { node(id: $id) { id } }`, { id: c.files['photo.png'].id });
    expect(data?.node).toBeNull();
  });

  it("serves a thread's files to its visitor through signed links, never notes' files, and nothing to other visitors", async () => {
    const c = await withFiles();
    const visible = (await visitorMessages(c.visitor, c.clientThreadId)).flatMap((message: any) => message.attachments);
    expect(visible.map((file: any) => file.fileName)).toEqual(['photo.png', 'guide "v2".pdf']);
    for (const file of visible) {
      expect(file.url).toMatch(/\?visitor=.+&expires=\d+&signature=/);
      const response = await get(file.url);
      expect(response.status).toBe(200);
    }
    const pdfPath = visible[1].url.split('?')[0];
    expect((await get(pdfPath, { authorization: `Bearer ${c.visitor.token}` })).status).toBe(200);

    const stranger = await startVisitor(t, c.widget.clientId);
    expect((await get(pdfPath, { authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    const forged = new URL(visible[1].url, 'http://x');
    forged.searchParams.set('visitor', databaseId(stranger.id));
    expect((await get(`${forged.pathname}${forged.search}`)).status).toBe(404);

    const secret = t.app.services.serverSecret;
    const note = await t.database.prisma.attachment.findUniqueOrThrow({ where: { id: databaseId(c.files['internal.pdf'].id) } });
    expect((await get(signedVisitorLink(secret, note, databaseId(c.visitor.id)))).status).toBe(404);
    expect((await get(c.files['internal.pdf'].url, { authorization: `Bearer ${c.visitor.token}` })).status).toBe(404);
    const noteAsVisitor = Buffer.from(`VisitorAttachment:${note.id}`).toString('base64');
    const { data } = await c.visitor.client.request(`query($id: ID!) { node(id: $id) { id } }`, { id: noteAsVisitor });
    expect(data?.node).toBeNull();

    const pdf = await t.database.prisma.attachment.findUniqueOrThrow({ where: { id: databaseId(c.files['guide "v2".pdf'].id) } });
    const expired = signedVisitorLink(secret, pdf, databaseId(c.visitor.id), Date.now() - 3 * 60 * 60 * 1000);
    expect((await get(expired)).status).toBe(404);
  });
});
