import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { storedFiles, tinyPng, uploaded } from '../../test-support/attachments';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { runDueOrganizationDeletions } from './organization-deletion';

const dayMs = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const deleteMutation = `mutation($id: ID!) { deleteOrganization(input: { organizationId: $id, confirmName: "Acme" }) { __typename ... on DeleteOrganizationPayload { organization { deletionScheduledAt } } ... on Error { message } } }`;
const cancelMutation = `mutation($id: ID!) { cancelOrganizationDeletion(input: { organizationId: $id }) { __typename ... on CancelOrganizationDeletionPayload { organization { deletionScheduledAt } } } }`;

const runAt = (daysFromNow: number) => runDueOrganizationDeletions({ ...t.app.services, now: () => new Date(Date.now() + daysFromNow * dayMs) });

describe('deleting an organization', () => {
  it('waits seven days, emails every member, can be cancelled by owners, then removes every row and file', async () => {
    const owner = t.client();
    const { email: ownerEmail, organizationId } = await ownerWithOrganization(owner, t.mail, 'Acme');
    const admin = await teammateOf(t, owner, organizationId, 'ADMIN');
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const file = await uploaded(t.app, { visitorToken: visitor.token }, { name: 'scan.png', type: 'image/png', content: tinyPng });
    await visitor.client.data(`mutation($input: SendVisitorMessageInput!) { sendVisitorMessage(input: $input) { __typename } }`, {
      input: { clientThreadId: 'thread-1', clientMessageId: 'message-1', body: 'Hello', attachmentIds: [file] },
    });
    // A neighbour's data must survive.
    const neighbour = t.client();
    const { organizationId: neighbourId } = await ownerWithOrganization(neighbour, t.mail, 'Neighbour');
    const neighbourVisitor = await startVisitor(t, (await widgetOf(neighbour, neighbourId)).clientId);
    await sendVisitorMessage(neighbourVisitor, 'Still here', 'neighbour-thread');
    const prisma = t.database.prisma;
    const storageKey = (await prisma.attachment.findFirstOrThrow({ where: { organizationId: databaseId(organizationId) } })).storageKey;

    // Admins may not; the owner schedules it.
    expect((await admin.client.data(deleteMutation, { id: organizationId })).deleteOrganization.__typename).toBe('NotAuthorizedError');
    const { deleteOrganization } = await owner.data(deleteMutation, { id: organizationId });
    const scheduledFor = new Date(deleteOrganization.organization.deletionScheduledAt).getTime();
    expect(scheduledFor).toBeGreaterThan(Date.now() + 6.9 * dayMs);
    expect(scheduledFor).toBeLessThan(Date.now() + 7.1 * dayMs);
    for (const email of [ownerEmail, admin.email]) await t.mail.waitFor(email, /Acme will be deleted on/, { timeoutMs: 30_000 });

    // Nothing happens before the date; owners can cancel.
    expect(await runAt(6)).toBe(0);
    expect((await admin.client.data(cancelMutation, { id: organizationId })).cancelOrganizationDeletion.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(cancelMutation, { id: organizationId })).cancelOrganizationDeletion.organization).toEqual({ deletionScheduledAt: null });
    expect(await runAt(8)).toBe(0);
    expect(await prisma.organization.count({ where: { id: databaseId(organizationId) } })).toBe(1);

    // Scheduled again and left to run out: everything goes, files included.
    await owner.data(deleteMutation, { id: organizationId });
    expect(await runAt(8)).toBe(1);
    expect(await prisma.organization.count({ where: { id: databaseId(organizationId) } })).toBe(0);
    expect(await prisma.thread.count({ where: { organizationId: databaseId(organizationId) } })).toBe(0);
    expect(await prisma.contact.count({ where: { organizationId: databaseId(organizationId) } })).toBe(0);
    expect(storedFiles(t.app)).not.toContain(storageKey);
    expect(await prisma.thread.count({ where: { organizationId: databaseId(neighbourId) } })).toBe(1);
    // Members keep their accounts.
    expect(await prisma.user.count({ where: { email: admin.email } })).toBe(1);
  });
});

