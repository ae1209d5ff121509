import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { storedFiles, tinyPng, uploaded } from '../../test-support/attachments';
import { operatorThreadId, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { runDueRetention } from './retention-job';

const dayMs = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const settingsQuery = `query($id: ID!, $threadDays: Int, $fileDays: Int) {
  node(id: $id) {
    ... on Organization {
      dataProtection {
        retentionThreadDays retentionFileDays retentionLastRunAt
        retentionLastRun { threads files }
        retentionDryRun(threadDays: $threadDays, fileDays: $fileDays) { threads files }
      }
    }
  }
}`;

const updateMutation = `mutation($input: UpdateDataProtectionInput!) {
  updateDataProtection(input: $input) {
    __typename
    ... on UpdateDataProtectionPayload { organization { dataProtection { retentionThreadDays retentionFileDays } } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

/** A thread opened by a new visitor, then (when asked) closed and aged: its last message and closing `daysAgo` days back. */
async function thread(owner: TestClient, widget: { clientId: string }, options: { closed: boolean; daysAgo: number; withFile?: boolean }) {
  const visitor = await startVisitor(t, widget.clientId);
  const attachmentIds = options.withFile ? [await uploaded(t.app, { visitorToken: visitor.token }, { name: 'scan.png', type: 'image/png', content: tinyPng })] : [];
  const { sendVisitorMessage: sent } = await visitor.client.data(
    `mutation($input: SendVisitorMessageInput!) { sendVisitorMessage(input: $input) { ... on SendVisitorMessagePayload { thread { id } } } }`,
    { input: { clientThreadId: randomUUID(), clientMessageId: randomUUID(), body: `Question ${randomUUID()}`, attachmentIds } },
  );
  const threadId = operatorThreadId(sent.thread.id);
  if (options.closed) {
    const { updateThreadStatus } = await owner.data(`mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`, { id: threadId });
    expect(updateThreadStatus.__typename).toBe('UpdateThreadStatusPayload');
  }
  const then = new Date(Date.now() - options.daysAgo * dayMs);
  await t.database.prisma.thread.update({ where: { id: databaseId(threadId) }, data: { lastMessageAt: then, ...(options.closed ? { closedAt: then } : {}) } });
  await t.database.prisma.attachment.updateMany({ where: { threadId: databaseId(threadId) }, data: { createdAt: then } });
  return databaseId(threadId);
}

/** Everything a retention run could touch: rows and stored files. */
async function snapshot() {
  const prisma = t.database.prisma;
  return JSON.stringify([await prisma.thread.findMany({ orderBy: { id: 'asc' } }), await prisma.attachment.findMany({ orderBy: { id: 'asc' } }), storedFiles(t.app).sort()]);
}

describe('retention', () => {
  it('is off by default, previews without changing anything, and a nightly run removes exactly the old closed threads', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    const oldClosed = await thread(owner, widget, { closed: true, daysAgo: 45 });
    const oldClosedWithFile = await thread(owner, widget, { closed: true, daysAgo: 40, withFile: true });
    const recentClosed = await thread(owner, widget, { closed: true, daysAgo: 10 });
    const oldOpen = await thread(owner, widget, { closed: false, daysAgo: 60 });
    // Another organization's old closed thread, whose retention stays off.
    const neighbour = t.client();
    const { organizationId: neighbourId } = await ownerWithOrganization(neighbour, t.mail, 'Neighbour');
    const neighbourThread = await thread(neighbour, await widgetOf(neighbour, neighbourId), { closed: true, daysAgo: 400 });
    const file = (await t.database.prisma.attachment.findFirstOrThrow({ where: { threadId: oldClosedWithFile } })).storageKey;

    const initial = (await owner.data(settingsQuery, { id: organizationId, threadDays: 30 })).node.dataProtection;
    expect(initial).toMatchObject({ retentionThreadDays: null, retentionFileDays: null, retentionLastRunAt: null, retentionLastRun: null });

    // The dry run counts and changes nothing.
    const before = await snapshot();
    expect(initial.retentionDryRun).toEqual({ threads: 2, files: 1 });
    expect(await snapshot()).toBe(before);

    // Bad periods are refused with a message and change nothing.
    const refused = await owner.data(updateMutation, { input: { organizationId, erasureKeepsCounts: false, retentionThreadDays: 0 } });
    expect(refused.updateDataProtection.fieldErrors).toEqual([{ field: 'retentionThreadDays', message: 'Enter at least 1 day.' }]);
    const saved = await owner.data(updateMutation, { input: { organizationId, erasureKeepsCounts: false, retentionThreadDays: 30 } });
    expect(saved.updateDataProtection.organization.dataProtection).toEqual({ retentionThreadDays: 30, retentionFileDays: null });

    expect(await runDueRetention(t.app.services)).toBe(1);
    const prisma = t.database.prisma;
    const left = (await prisma.thread.findMany({ where: { id: { in: [oldClosed, oldClosedWithFile, recentClosed, oldOpen, neighbourThread] } } })).map((row) => row.id);
    expect(left.sort()).toEqual([recentClosed, oldOpen, neighbourThread].sort());
    expect(storedFiles(t.app)).not.toContain(file);
    // Claimed for today: a second instance checking now finds nothing due.
    expect(await runDueRetention(t.app.services)).toBe(0);

    const after = (await owner.data(settingsQuery, { id: organizationId })).node.dataProtection;
    expect(after.retentionLastRun).toEqual({ threads: 2, files: 1 });
    expect(after.retentionLastRunAt).toEqual(expect.any(String));
    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { auditLog(first: 20) { edges { node { action actorKind changes } } } } } }`, { id: organizationId });
    const actions = node.auditLog.edges.map((edge: any) => edge.node);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'retention.updated', actorKind: 'MEMBER' }),
        expect.objectContaining({ action: 'retention.ran', actorKind: 'SYSTEM', changes: { threadsRemoved: { before: null, after: 2 }, filesRemoved: { before: null, after: 1 } } }),
      ]),
    );
  });

  it('deletes old files but keeps their conversations when only file retention is on', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    const old = await thread(owner, widget, { closed: true, daysAgo: 100, withFile: true });
    const recent = await thread(owner, widget, { closed: false, daysAgo: 1, withFile: true });
    await owner.data(updateMutation, { input: { organizationId, erasureKeepsCounts: false, retentionFileDays: 90 } });
    const { runRetentionNow } = await owner.data(`mutation($id: ID!) { runRetentionNow(input: { organizationId: $id }) { __typename ... on RunRetentionNowPayload { removed { threads files } } } }`, { id: organizationId });
    expect(runRetentionNow.removed).toEqual({ threads: 0, files: 1 });
    const prisma = t.database.prisma;
    expect(await prisma.thread.count({ where: { id: { in: [old, recent] } } })).toBe(2);
    expect(await prisma.attachment.count({ where: { threadId: old } })).toBe(0);
    expect(await prisma.attachment.count({ where: { threadId: recent } })).toBe(1);
  });
});
