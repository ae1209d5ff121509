import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { apiKeyOf, keyClient } from '../../test-support/api-keys';
import { storedFiles, tinyPdf, tinyPng, uploaded } from '../../test-support/attachments';
import { contactGlobalId, operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { linkIn } from '../../test-support/mail-catcher';
import { ndjson, readZip } from '../../test-support/read-zip';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import { newStorageKey } from '../storage/storage';
import { removeSpentExports } from './export-links';
import { runPendingExports, stopExportBuilds } from './organization-export';

const hourMs = 60 * 60 * 1000;
let t: TestApp;
/** How far the app's clock runs ahead of the real one, to see links expire. */
let aheadMs = 0;
beforeAll(async () => {
  t = await startTestApp({ listen: true, now: () => new Date(Date.now() + aheadMs) });
});
afterAll(async () => {
  await t.close();
});

const startMutation = `mutation($id: ID!) {
  startOrganizationExport(input: { organizationId: $id }) {
    __typename
    ... on StartOrganizationExportPayload { organizationExport { status } }
    ... on Error { message }
  }
}`;

const latestQuery = `query($id: ID!) {
  node(id: $id) { ... on Organization { latestExport { status progress processedItems totalItems byteSize error downloadExpiresAt downloadedAt } } }
}`;

/** An organization with a conversation (a file each way, a note), a label, a canned reply, a team and an article. */
async function seededOrganization(name: string, secretWord: string) {
  const owner = t.client();
  const account = await ownerWithOrganization(owner, t.mail, name);
  const widget = await widgetOf(owner, account.organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  const photo = await uploaded(t.app, { visitorToken: visitor.token }, { name: `${secretWord}.png`, type: 'image/png', content: tinyPng });
  const { sendVisitorMessage: sent } = await visitor.client.data(
    `mutation($input: SendVisitorMessageInput!) { sendVisitorMessage(input: $input) { ... on SendVisitorMessagePayload { thread { id } } } }`,
    { input: { clientThreadId, clientMessageId: randomUUID(), body: `My order ${secretWord} never arrived`, attachmentIds: [photo] } },
  );
  const threadId = operatorThreadId(sent.thread.id);
  const pdf = Buffer.concat([tinyPdf, Buffer.from(`% ${secretWord}\n`)]);
  const guide = await uploaded(t.app, { cookie: owner.cookieHeader(), threadId }, { name: 'returns guide.pdf', type: 'application/pdf', content: pdf });
  const reply = await owner.data(
    `mutation($input: SendOperatorMessageInput!) { sendOperatorMessage(input: $input) { __typename } }`,
    { input: { threadId, body: `Sorry about ${secretWord}, here is our guide`, clientMessageId: randomUUID(), attachmentIds: [guide] } },
  );
  expect(reply.sendOperatorMessage.__typename).toBe('SendOperatorMessagePayload');
  await sendOperatorMessage(owner, threadId, `Internal: refund ${secretWord} quietly`, { kind: 'NOTE' });
  await sendVisitorMessage(visitor, 'Thank you', clientThreadId);
  const organizationId = databaseId(account.organizationId);
  const { prisma } = t.database;
  await prisma.label.create({ data: { organizationId, name: `Shipping ${secretWord}` } });
  await prisma.cannedResponse.create({ data: { organizationId, shortcut: `ship-${secretWord}`, title: 'Shipping delay', body: 'Sorry for the wait.' } });
  await prisma.team.create({ data: { organizationId, name: `Support ${secretWord}` } });
  const collection = await prisma.knowledgeCollection.create({ data: { organizationId, name: `Orders ${secretWord}` } });
  await prisma.knowledgeArticle.create({
    data: { organizationId, collectionId: collection.id, title: 'Where is my order?', slug: `where-${secretWord}`, body: 'Track it here.', translationGroupId: randomUUID() },
  });
  return { owner, ...account, widget, threadId, pdf, contactId: contactGlobalId(visitor.id) };
}

async function latestExport(owner: TestClient, organizationId: string) {
  return (await owner.data(latestQuery, { id: organizationId })).node.latestExport;
}

async function auditActions(owner: TestClient, organizationId: string): Promise<string[]> {
  const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { auditLog(first: 50) { edges { node { action } } } } } }`, { id: organizationId });
  return node.auditLog.edges.map((edge: { node: { action: string } }) => edge.node.action);
}

describe('exporting an organization', () => {
  let acme: Awaited<ReturnType<typeof seededOrganization>>;
  let globex: Awaited<ReturnType<typeof seededOrganization>>;
  let link: URL;
  let archive: Buffer;

  beforeAll(async () => {
    acme = await seededOrganization('Acme', 'acmeword');
    globex = await seededOrganization('Globex', 'globexword');
  });

  it('builds the archive in the background and emails the owner a link to it', async () => {
    const since = t.mail.received.length;
    const { startOrganizationExport } = await acme.owner.data(startMutation, { id: acme.organizationId });
    expect(startOrganizationExport.__typename).toBe('StartOrganizationExportPayload');
    await t.app.services.background.idle();

    const job = await latestExport(acme.owner, acme.organizationId);
    expect(job).toMatchObject({ status: 'DONE', progress: 1, error: null, downloadedAt: null });
    expect(job.processedItems).toBe(job.totalItems);
    expect(job.byteSize).toBeGreaterThan(0);
    expect(new Date(job.downloadExpiresAt).getTime() - Date.now()).toBeGreaterThan(23 * hourMs);

    const email = await t.mail.waitFor(acme.email, /Your export of Acme is ready/, { since });
    link = linkIn(email, '/dashboard/organization-export.zip');
    const response = await fetch(`${t.app.url()}${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="acme[-\w]*-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    archive = Buffer.from(await response.arrayBuffer());
  });

  it('holds every kind of record, notes flagged, and every file byte for byte', () => {
    const entries = readZip(archive);
    expect(JSON.parse(entries.get('manifest.json')!.toString())).toMatchObject({ format: 'parley.organization-export', version: 1, organizationId: acme.organizationId });
    expect(ndjson(entries, 'organization.ndjson')).toEqual([expect.objectContaining({ id: acme.organizationId, name: 'Acme', timezone: 'Europe/Paris' })]);
    expect(ndjson(entries, 'threads.ndjson')).toEqual([expect.objectContaining({ id: acme.threadId, contactId: acme.contactId, status: 'OPEN' })]);
    const messages = ndjson(entries, 'messages.ndjson').sort((a, b) => a.seq - b.seq);
    expect(messages.map((message) => [message.body, message.internalNote])).toEqual([
      ['My order acmeword never arrived', false],
      ['Sorry about acmeword, here is our guide', false],
      ['Internal: refund acmeword quietly', true],
      ['Thank you', false],
    ]);
    expect(ndjson(entries, 'contacts.ndjson')).toEqual([expect.objectContaining({ id: acme.contactId })]);
    expect(ndjson(entries, 'members.ndjson')).toEqual([expect.objectContaining({ email: acme.email, role: 'OWNER' })]);
    expect(ndjson(entries, 'widgets.ndjson')).toEqual([expect.objectContaining({ name: 'Website', clientId: acme.widget.clientId })]);
    expect(ndjson(entries, 'labels.ndjson').map((label) => label.name)).toEqual(['Shipping acmeword']);
    expect(ndjson(entries, 'teams.ndjson').map((team) => team.name)).toContain('Support acmeword');
    expect(ndjson(entries, 'canned-responses.ndjson').map((response) => response.shortcut)).toEqual(['ship-acmeword']);
    expect(ndjson(entries, 'knowledge-collections.ndjson').map((collection) => collection.name)).toEqual(['Orders acmeword']);
    expect(ndjson(entries, 'knowledge-articles.ndjson').map((article) => article.slug)).toEqual(['where-acmeword']);

    const attachments = ndjson(entries, 'attachments.ndjson');
    expect(attachments.map((attachment) => attachment.fileName).sort()).toEqual(['acmeword.png', 'returns guide.pdf']);
    const photo = attachments.find((attachment) => attachment.fileName === 'acmeword.png');
    expect(entries.get(photo.path)).toEqual(tinyPng);
    const guide = attachments.find((attachment) => attachment.fileName === 'returns guide.pdf');
    expect(entries.get(guide.path)).toEqual(acme.pdf);
  });

  it('holds nothing of another organization, and no secrets', async () => {
    const everything = [...readZip(archive)].map(([name, content]) => `${name}\n${content.toString('latin1')}`).join('\n');
    expect(everything).not.toContain('globexword');
    expect(everything).not.toContain(globex.threadId);
    expect(everything).not.toContain(globex.contactId);
    expect(everything).not.toContain(globex.widget.clientId);
    const { prisma } = t.database;
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: acme.email } });
    const widget = await prisma.widget.findFirstOrThrow({ where: { clientId: acme.widget.clientId } });
    expect(everything).not.toContain(owner.passwordHash);
    expect(everything).not.toContain(widget.identitySecret);
    expect(everything).not.toMatch(/passwordHash|identitySecret|storageKey|tokenHash/);
    const files = await prisma.attachment.findMany({ where: { organizationId: databaseId(acme.organizationId) } });
    for (const file of files) expect(everything).not.toContain(file.storageKey);
  });

  it('works once: the link is spent by the download, and the download is in the audit log', async () => {
    const again = await fetch(`${t.app.url()}${link.pathname}${link.search}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Start a new export in Settings → Organization');
    const madeUp = await fetch(`${t.app.url()}${link.pathname}?token=made-up`);
    expect(madeUp.status).toBe(410);
    expect(await madeUp.text()).toContain('has expired or has already been used');
    expect(await auditActions(acme.owner, acme.organizationId)).toEqual(expect.arrayContaining(['organization.export_started', 'organization.export_downloaded']));
    expect(await auditActions(globex.owner, globex.organizationId)).not.toContain('organization.export_started');
  });

  it('expires after 24 hours, and the archive is deleted from storage', async () => {
    const since = t.mail.received.length;
    await globex.owner.data(startMutation, { id: globex.organizationId });
    await t.app.services.background.idle();
    const unused = linkIn(await t.mail.waitFor(globex.email, /Your export of Globex is ready/, { since }), '/dashboard/organization-export.zip');
    const { storageKey } = await t.database.prisma.organizationExport.findFirstOrThrow({ where: { organizationId: databaseId(globex.organizationId) }, orderBy: { createdAt: 'desc' } });
    expect(storedFiles(t.app)).toContain(storageKey);

    aheadMs = 25 * hourMs;
    try {
      const expired = await fetch(`${t.app.url()}${unused.pathname}${unused.search}`);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('has expired or has already been used');
      expect(await removeSpentExports(t.app.services)).toBeGreaterThanOrEqual(2);
      expect(storedFiles(t.app)).not.toContain(storageKey);
    } finally {
      aheadMs = 0;
    }
  });

  it('runs one export at a time per organization', async () => {
    // Another owner's export, still being built elsewhere.
    const organizationId = databaseId(acme.organizationId);
    const running = await t.database.prisma.organizationExport.create({ data: { organizationId, status: 'RUNNING', claimedAt: new Date(), progressTotal: 40, progressDone: 10 } });
    const { startOrganizationExport } = await acme.owner.data(startMutation, { id: acme.organizationId });
    expect(startOrganizationExport).toMatchObject({ __typename: 'ExportInProgressError', message: expect.stringContaining('already being prepared') });
    expect(await latestExport(acme.owner, acme.organizationId)).toMatchObject({ status: 'RUNNING', progress: 0.25 });
    // An instance that stopped half-way is taken over once its claim is stale, and the export finishes.
    await t.database.prisma.organizationExport.update({ where: { id: running.id }, data: { claimedAt: new Date(Date.now() - hourMs) } });
    await runPendingExports(t.app.services);
    // This instance's minute sweep may have claimed it first: either way it finishes.
    await waitUntil(async () => (await latestExport(acme.owner, acme.organizationId)).status === 'DONE', () => 'the taken-over export to finish');
    expect(await latestExport(acme.owner, acme.organizationId)).toMatchObject({ status: 'DONE', progress: 1 });
    // Globex's exports were never touched by Acme's.
    expect(await latestExport(globex.owner, globex.organizationId)).toMatchObject({ status: 'DONE' });
  });

  it('is for owners only', async () => {
    const admin = await teammateOf(t, acme.owner, acme.organizationId, 'ADMIN');
    expect((await admin.client.data(startMutation, { id: acme.organizationId })).startOrganizationExport.__typename).toBe('NotAuthorizedError');
    const asAdmin = await admin.client.request<any>(latestQuery, { id: acme.organizationId });
    expect(asAdmin.data.node.latestExport).toBeNull();
    expect(asAdmin.errors?.[0]?.message).toBe('You are not allowed to do that.');
    const key = await apiKeyOf(acme.owner, acme.organizationId, ['ADMIN']);
    expect((await keyClient(t, key.secret).data(startMutation, { id: acme.organizationId })).startOrganizationExport.__typename).toBe('NotAuthorizedError');
    expect((await globex.owner.data(startMutation, { id: acme.organizationId })).startOrganizationExport.__typename).toBe('NotAuthorizedError');
    expect(await t.database.prisma.organizationExport.count({ where: { organizationId: databaseId(acme.organizationId), status: { in: ['PENDING', 'RUNNING'] } } })).toBe(0);
  });

  it('lists a file missing from storage without its bytes, and still finishes', async () => {
    const organizationId = databaseId(acme.organizationId);
    const photo = await t.database.prisma.attachment.findFirstOrThrow({ where: { organizationId, fileName: 'acmeword.png' } });
    await t.app.services.storage.delete(photo.storageKey);
    const since = t.mail.received.length;
    expect((await acme.owner.data(startMutation, { id: acme.organizationId })).startOrganizationExport.__typename).toBe('StartOrganizationExportPayload');
    await t.app.services.background.idle();
    const fresh = linkIn(await t.mail.waitFor(acme.email, /Your export of Acme is ready/, { since }), '/dashboard/organization-export.zip');
    const entries = readZip(Buffer.from(await (await fetch(`${t.app.url()}${fresh.pathname}${fresh.search}`)).arrayBuffer()));
    const listed = ndjson(entries, 'attachments.ndjson');
    expect(listed.find((attachment) => attachment.fileName === 'acmeword.png')).toMatchObject({ path: null });
    const guide = listed.find((attachment) => attachment.fileName === 'returns guide.pdf');
    expect(entries.get(guide.path)).toEqual(acme.pdf);
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual([guide.path]);
  });

  it('hands the export it is building back to the queue when its instance shuts down', async () => {
    const builder = await startTestApp({ database: t.database });
    const organizationId = databaseId(globex.organizationId);
    // A file large enough that the build is still under way when the instance stops.
    const storageKey = newStorageKey();
    const { byteSize } = await builder.app.services.storage.put(storageKey, Readable.from((function* () {
      for (let chunk = 0; chunk < 48; chunk += 1) yield randomBytes(1024 * 1024);
    })()));
    const big = await t.database.prisma.attachment.create({ data: { organizationId, uploaderKind: 'OPERATOR', fileName: 'backup.bin', contentType: 'application/octet-stream', byteSize, storageKey } });
    const waiting = await t.database.prisma.organizationExport.create({ data: { organizationId, requestedById: (await t.database.prisma.user.findUniqueOrThrow({ where: { email: globex.email } })).id } });
    const since = t.mail.received.length;
    try {
      const building = runPendingExports(builder.app.services);
      await waitUntil(async () => (await t.database.prisma.organizationExport.findUniqueOrThrow({ where: { id: waiting.id } })).progressDone > 0, () => 'the build to start');
      stopExportBuilds(builder.app.services);
      expect(await building).toBe(1);
      expect(await t.database.prisma.organizationExport.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: 'PENDING', claimedAt: null, storageKey: null });
      expect(t.mail.received.length).toBe(since);
      // Another instance's sweep builds it from the start.
      expect(await runPendingExports(t.app.services)).toBe(1);
      expect(await t.database.prisma.organizationExport.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: 'DONE' });
    } finally {
      await t.database.prisma.attachment.delete({ where: { id: big.id } });
      await builder.close();
    }
  });

  // Last: this instance stops building for good.
  it('leaves a waiting export to another instance once this one is shutting down', async () => {
    const waiting = await t.database.prisma.organizationExport.create({ data: { organizationId: databaseId(acme.organizationId) } });
    stopExportBuilds(t.app.services);
    expect(await runPendingExports(t.app.services)).toBe(0);
    expect(await t.database.prisma.organizationExport.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: 'PENDING', claimedAt: null });
    const next = await startTestApp({ database: t.database });
    try {
      expect(await runPendingExports(next.app.services)).toBe(1);
      expect(await t.database.prisma.organizationExport.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: 'DONE' });
    } finally {
      await next.close();
    }
  });
});
