import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { apiKeyOf, keyClient } from '../../test-support/api-keys';
import { storedFiles, tinyPdf, tinyPng, uploaded } from '../../test-support/attachments';
import {
  collect,
  contactGlobalId,
  listening,
  operatorThreadId,
  sendOperatorMessage,
  sendOperatorMessageMutation,
  sendVisitorMessage,
  socketClosed,
  socketFor,
  startVisitor,
  widgetOf,
} from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import { createEndpoint } from '../../test-support/webhook-endpoints';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import type { Client } from 'graphql-ws';

let t: TestApp;
let hooks: WebhookReceiver;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  hooks = await startWebhookReceiver();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await hooks.close();
  await t.close();
});

const exportMutation = `mutation($id: ID!) {
  exportContact(input: { contactId: $id }) {
    __typename
    ... on ExportContactPayload { fileName document }
    ... on Error { message }
  }
}`;

const eraseMutation = `mutation($id: ID!, $confirmation: String!) {
  eraseContact(input: { contactId: $id, confirmation: $confirmation }) {
    __typename
    ... on EraseContactPayload { erasedContactId threadsDeleted messagesDeleted filesDeleted keptForCounts }
    ... on ValidationError { message fieldErrors { field message } }
    ... on Error { message }
  }
}`;

/**
 * Maya, a visitor who wrote twice with a photo, got a reply with a PDF and a note about her, rated the chat and was
 * identified by the site; plus Bob, another visitor of the same organization, who must be left alone.
 */
async function organizationWithMaya(name = 'Acme') {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail, name);
  const widget = await widgetOf(owner, organizationId);
  const maya = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  const photo = await uploaded(t.app, { visitorToken: maya.token }, { name: 'receipt.png', type: 'image/png', content: tinyPng });
  const { thread } = await maya.client.data(
    `mutation($input: SendVisitorMessageInput!) { sendVisitorMessage(input: $input) { ... on SendVisitorMessagePayload { thread { id } } } }`,
    { input: { clientThreadId, clientMessageId: randomUUID(), body: 'My invoice 4471 is wrong', attachmentIds: [photo] } },
  ).then((data) => data.sendVisitorMessage);
  const threadId = operatorThreadId(thread.id);
  const guide = await uploaded(t.app, { cookie: owner.cookieHeader(), threadId }, { name: 'refund.pdf', type: 'application/pdf', content: tinyPdf });
  const reply = await owner.data(sendOperatorMessageMutation, { input: { threadId, body: 'Here is how refunds work', clientMessageId: randomUUID(), attachmentIds: [guide] } });
  expect(reply.sendOperatorMessage.__typename).toBe('SendOperatorMessagePayload');
  await sendOperatorMessage(owner, threadId, 'Maya sounded upset about 4471', { kind: 'NOTE' });
  await sendVisitorMessage(maya, 'Thanks, that helps', clientThreadId);
  const contactId = databaseId(maya.id);
  await t.database.prisma.contact.update({ where: { id: contactId }, data: { name: 'Maya Chen', email: 'maya@example.com', externalId: 'user_4821', metadata: { plan: 'Pro' } } });
  await t.database.prisma.thread.update({ where: { id: databaseId(threadId) }, data: { csatRating: 5, csatComment: 'Quick and kind', csatSubmittedAt: new Date() } });
  const bob = await startVisitor(t, widget.clientId);
  const bobOpening = await sendVisitorMessage(bob, 'Bob here, a question about shipping', randomUUID());
  return { owner, organizationId, widget, maya, clientThreadId, threadId, contactId, contact: contactGlobalId(maya.id), bob, bobThreadId: operatorThreadId(bobOpening.thread.id) };
}

async function auditActionsOf(owner: TestClient, organizationId: string) {
  const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { auditLog(first: 50) { edges { node { action actorKind targetLabel changes } } } } } }`, {
    id: organizationId,
  });
  return node.auditLog.edges.map((edge: any) => edge.node);
}

const storageKeysOf = async (contactId: string) =>
  (await t.database.prisma.attachment.findMany({ where: { OR: [{ thread: { contactId } }, { uploaderContactId: contactId }] } })).map((file) => file.storageKey);

describe('exporting a contact', () => {
  it('gives an admin everything about the person as one JSON document, and records it', async () => {
    const c = await organizationWithMaya();
    const { exportContact } = await c.owner.data(exportMutation, { id: c.contact });
    expect(exportContact.__typename).toBe('ExportContactPayload');
    expect(exportContact.fileName).toMatch(/^contact-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const document = exportContact.document;
    expect(document.contact).toMatchObject({ id: c.contact, name: 'Maya Chen', email: 'maya@example.com', externalId: 'user_4821', metadata: { plan: 'Pro' } });
    expect(document.sessions).toHaveLength(1);
    expect(document.sessions[0].lastSeenAt).toEqual(expect.any(String));
    expect(document.threads).toHaveLength(1);
    const [thread] = document.threads;
    expect(thread.rating).toMatchObject({ score: 5, comment: 'Quick and kind' });
    expect(thread.messages.map((message: any) => [message.body, message.internalNote])).toEqual([
      ['My invoice 4471 is wrong', false],
      ['Here is how refunds work', false],
      ['Maya sounded upset about 4471', true],
      ['Thanks, that helps', false],
    ]);
    const files = thread.messages.flatMap((message: any) => message.attachments);
    expect(files.map((file: any) => file.fileName)).toEqual(['receipt.png', 'refund.pdf']);
    // The links work for a member of the organization, and the bytes are the ones sent.
    const download = await fetch(`${t.app.url()}${new URL(files[0].downloadUrl).pathname}`, { headers: { cookie: c.owner.cookieHeader() } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(tinyPng);
    // Nothing of Bob's.
    expect(JSON.stringify(document)).not.toContain('Bob here');

    const entries = await auditActionsOf(c.owner, c.organizationId);
    expect(entries.find((entry: any) => entry.action === 'contact.exported')).toMatchObject({ actorKind: 'MEMBER', targetLabel: expect.stringMatching(/^Visitor #\d+$/) });
  });

  it('works with an API key with the admin scope, and is refused to agents, other keys and other organizations', async () => {
    const c = await organizationWithMaya();
    const admin = await apiKeyOf(c.owner, c.organizationId, ['ADMIN']);
    const writer = await apiKeyOf(c.owner, c.organizationId, ['WRITE']);
    expect((await keyClient(t, admin.secret).data(exportMutation, { id: c.contact })).exportContact.__typename).toBe('ExportContactPayload');
    expect((await keyClient(t, writer.secret).data(exportMutation, { id: c.contact })).exportContact.__typename).toBe('NotAuthorizedError');
    const agent = await teammateOf(t, c.owner, c.organizationId, 'AGENT');
    expect((await agent.client.data(exportMutation, { id: c.contact })).exportContact.__typename).toBe('NotAuthorizedError');
    const other = await organizationWithMaya('Other Co');
    expect((await other.owner.data(exportMutation, { id: c.contact })).exportContact.__typename).toBe('NotAuthorizedError');
    const otherKey = await apiKeyOf(other.owner, other.organizationId, ['ADMIN']);
    expect((await keyClient(t, otherKey.secret).data(exportMutation, { id: c.contact })).exportContact.__typename).toBe('NotAuthorizedError');
  });
});

describe('erasing a contact', () => {
  it('refuses a wrong confirmation and changes nothing', async () => {
    const c = await organizationWithMaya();
    const before = await t.database.prisma.thread.count({ where: { contactId: c.contactId } });
    const { eraseContact } = await c.owner.data(eraseMutation, { id: c.contact, confirmation: 'Maya' });
    expect(eraseContact.__typename).toBe('ValidationError');
    expect(eraseContact.fieldErrors[0]).toMatchObject({ field: 'confirmation', message: 'Type “maya@example.com” exactly to confirm.' });
    expect(await t.database.prisma.thread.count({ where: { contactId: c.contactId } })).toBe(before);
    expect(await t.database.prisma.contact.findUnique({ where: { id: c.contactId } })).toMatchObject({ name: 'Maya Chen' });
  });

  it('deletes their threads, messages, files and sessions; closes their widget; nothing of them is left to find', async () => {
    const c = await organizationWithMaya();
    const endpoint = await createEndpoint(c.owner, c.organizationId, hooks.url, ['contact.deleted']);
    const keys = await storageKeysOf(c.contactId);
    expect(keys).toHaveLength(2);
    expect(storedFiles(t.app)).toEqual(expect.arrayContaining(keys));
    const widgetSocket = socketFor(t.app, { visitorToken: c.maya.token }, sockets);
    const closed = socketClosed(widgetSocket);
    collect<any>(widgetSocket, `subscription { visitorEvents { kind } }`);
    await listening(t.app, 'visitor:event', c.contactId);

    const { eraseContact } = await c.owner.data(eraseMutation, { id: c.contact, confirmation: ' MAYA@example.com ' });
    expect(eraseContact).toEqual({
      __typename: 'EraseContactPayload',
      erasedContactId: c.contact,
      threadsDeleted: 1,
      messagesDeleted: 4,
      filesDeleted: 2,
      keptForCounts: false,
    });

    expect(await closed).toEqual({ code: 4403, reason: 'Session ended' });
    const files = storedFiles(t.app);
    for (const key of keys) expect(files).not.toContain(key);
    const prisma = t.database.prisma;
    expect(await prisma.contact.count({ where: { id: c.contactId } })).toBe(0);
    expect(await prisma.message.count({ where: { threadId: databaseId(c.threadId) } })).toBe(0);
    expect(await prisma.visitorSession.count({ where: { contactId: c.contactId } })).toBe(0);
    // The inbox, its search and the API know nothing of her; Bob is untouched.
    const inbox = async (search?: string) =>
      (await c.owner.data(`query($id: ID!, $search: String) { node(id: $id) { ... on Organization { threads(first: 20, search: $search) { edges { node { id } } } } } }`, { id: c.organizationId, search }))
        .node.threads.edges.map((edge: any) => edge.node.id);
    expect(await inbox()).toEqual([c.bobThreadId]);
    expect(await inbox('4471')).toEqual([]);
    expect(await inbox('maya')).toEqual([]);
    expect((await c.owner.data(`query($id: ID!) { node(id: $id) { id } }`, { id: c.contact })).node).toBeNull();
    // Her widget's token speaks for no one any more.
    const afterwards = await c.maya.client.request(`{ visitor { id } }`);
    expect(JSON.stringify(afterwards)).not.toContain(c.maya.id);

    await waitUntil(() => hooks.ofType('contact.deleted').length > 0, () => 'a contact.deleted webhook');
    expect(hooks.verify(hooks.ofType('contact.deleted')[0]!, endpoint.secret)).toMatchObject({ type: 'contact.deleted', data: { contact: { id: c.contact }, keptForReports: false } });
    const entry = (await auditActionsOf(c.owner, c.organizationId)).find((candidate: any) => candidate.action === 'contact.erased');
    expect(entry).toMatchObject({ actorKind: 'MEMBER', changes: { threads: { before: 1, after: 0 }, files: { before: 2, after: 0 } } });
    // The log outlives the erasure, so it keeps no name or email.
    expect(JSON.stringify(entry)).not.toMatch(/Maya|maya@example/);
  });

  it('keeps the threads as "Deleted visitor" without any text when the organization keeps counts', async () => {
    const c = await organizationWithMaya();
    const settings = await c.owner.data(
      `mutation($id: ID!) { updateDataProtection(input: { organizationId: $id, erasureKeepsCounts: true }) { __typename ... on UpdateDataProtectionPayload { organization { dataProtection { erasureKeepsCounts } } } } }`,
      { id: c.organizationId },
    );
    expect(settings.updateDataProtection.organization.dataProtection.erasureKeepsCounts).toBe(true);
    const keys = await storageKeysOf(c.contactId);

    const { eraseContact } = await c.owner.data(eraseMutation, { id: c.contact, confirmation: 'maya@example.com' });
    expect(eraseContact).toMatchObject({ threadsDeleted: 0, messagesDeleted: 0, filesDeleted: 2, keptForCounts: true });

    const prisma = t.database.prisma;
    expect(await prisma.contact.findUniqueOrThrow({ where: { id: c.contactId } })).toMatchObject({
      name: 'Deleted visitor',
      email: null,
      externalId: null,
      metadata: {},
      userAgent: null,
      erasedAt: expect.any(Date),
    });
    const messages = await prisma.message.findMany({ where: { threadId: databaseId(c.threadId) } });
    expect(messages).toHaveLength(4);
    expect(messages.every((message) => message.body === '')).toBe(true);
    expect(await prisma.thread.findUniqueOrThrow({ where: { id: databaseId(c.threadId) } })).toMatchObject({ csatRating: 5, csatComment: null, preview: '' });
    for (const key of keys) expect(storedFiles(t.app)).not.toContain(key);
    expect(await prisma.visitorSession.count({ where: { contactId: c.contactId } })).toBe(0);
    const { node } = await c.owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 5, search: "maya") { edges { node { id } } } } } }`, { id: c.organizationId });
    expect(node.threads.edges).toEqual([]);
    // Erased once is erased for good.
    expect((await c.owner.data(eraseMutation, { id: c.contact, confirmation: 'Deleted visitor' })).eraseContact.__typename).toBe('ValidationError');
  });

  it('is open to admin API keys only, within their organization', async () => {
    const c = await organizationWithMaya();
    const other = await organizationWithMaya('Other Co');
    const writer = await apiKeyOf(c.owner, c.organizationId, ['WRITE']);
    const otherAdmin = await apiKeyOf(other.owner, other.organizationId, ['ADMIN']);
    const agent = await teammateOf(t, c.owner, c.organizationId, 'AGENT');
    for (const client of [keyClient(t, writer.secret), keyClient(t, otherAdmin.secret), agent.client, other.owner]) {
      expect((await client.data(eraseMutation, { id: c.contact, confirmation: 'maya@example.com' })).eraseContact.__typename).toBe('NotAuthorizedError');
    }
    expect(await t.database.prisma.contact.findUniqueOrThrow({ where: { id: c.contactId } })).toMatchObject({ name: 'Maya Chen' });
    const admin = await apiKeyOf(c.owner, c.organizationId, ['ADMIN']);
    expect((await keyClient(t, admin.secret).data(eraseMutation, { id: c.contact, confirmation: 'Maya Chen' })).eraseContact.__typename).toBe('EraseContactPayload');
    expect(await t.database.prisma.contact.count({ where: { id: c.contactId } })).toBe(0);
    expect(await t.database.prisma.contact.count({ where: { id: other.contactId } })).toBe(1);
  });
});
