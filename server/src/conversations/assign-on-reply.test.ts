import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import type { TestClient } from '../../test-support/graphql-client';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const assigneeOf = `query($id: ID!) { node(id: $id) { ... on Thread { assignee { id } } } }`;
const assign = `mutation($id: ID!, $to: ID) { assignThread(input: { threadId: $id, assigneeId: $to }) { __typename } }`;
const setAssignOnReply = `mutation($id: ID!, $enabled: Boolean!) {
  setAssignOnReply(input: { organizationId: $id, enabled: $enabled }) { __typename ... on SetAssignOnReplyPayload { organization { assignOnReply } } }
}`;
const settingOf = `query($id: ID!) { node(id: $id) { ... on Organization { assignOnReply } } }`;

async function assigneeIdOf(operator: TestClient, threadId: string): Promise<string | null> {
  return (await operator.data(assigneeOf, { id: threadId })).node.assignee?.id ?? null;
}

async function newThread(clientId: string, body = 'Can someone help?') {
  return operatorThreadId((await sendVisitorMessage(await startVisitor(t, clientId), body, randomUUID())).thread.id);
}

describe('assign on reply', () => {
  it('gives an unassigned conversation to the operator who answers it, with the same news as assigning by hand', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const widget = await widgetOf(owner, organizationId);
    expect((await owner.data(settingOf, { id: organizationId })).node.assignOnReply).toBe(true);
    const visitor = await startVisitor(t, widget.clientId);
    const threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Can someone help?', randomUUID())).thread.id);

    const feed = collect<{ inboxEvents: { kind: string; thread: { id: string; assignee: { id: string } | null } } }>(
      socketFor(t.app, { cookie: owner.cookieHeader() }, sockets),
      `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind thread { id assignee { id } } } }`,
      { id: organizationId },
    );
    const visitorFeed = collect<{ visitorEvents: { kind: string; message: { body: string } | null } }>(
      socketFor(t.app, { visitorToken: visitor.token }, sockets),
      `subscription { visitorEvents { kind message { body } } }`,
    );
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    await listening(t.app, 'visitor:event', databaseId(visitor.id));

    // A note is not an answer: the conversation stays unassigned.
    await sendOperatorMessage(grace.client, threadId, 'Looking into it', { kind: 'NOTE' });
    expect(await assigneeIdOf(owner, threadId)).toBeNull();

    await sendOperatorMessage(grace.client, threadId, 'Happy to help!');
    expect(await assigneeIdOf(owner, threadId)).toBe(grace.userId);
    await feed.until((events) => events.some((event) => event.inboxEvents.kind === 'THREAD_UPDATED'));
    expect(feed.events.map((event) => event.inboxEvents.kind)).toEqual(['MESSAGE_ADDED', 'MESSAGE_ADDED', 'THREAD_UPDATED']);
    expect(feed.events.at(-1)!.inboxEvents.thread).toEqual({ id: threadId, assignee: { id: grace.userId } });

    // Someone else answering later leaves it with Grace, and so does answering a conversation assigned by hand.
    await sendOperatorMessage(owner, threadId, 'Grace has it.');
    expect(await assigneeIdOf(owner, threadId)).toBe(grace.userId);
    // The visitor sees no assignee: they hear of the replies (in order, so news of the assignment would come between
    // them), never of the note or of who took the conversation on.
    await visitorFeed.until((events) => events.some((event) => event.visitorEvents.message?.body === 'Grace has it.'));
    expect(visitorFeed.events.map((event) => [event.visitorEvents.kind, event.visitorEvents.message?.body ?? null])).toEqual([
      ['MESSAGE_ADDED', 'Happy to help!'],
      ['MESSAGE_ADDED', 'Grace has it.'],
    ]);
    const assignedByHand = await newThread(widget.clientId, 'Another question');
    await owner.data(assign, { id: assignedByHand, to: grace.userId });
    await sendOperatorMessage(owner, assignedByHand, 'Grace will answer shortly.');
    expect(await assigneeIdOf(owner, assignedByHand)).toBe(grace.userId);
  });

  it('is an admin setting: switched off, replies assign nothing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const widget = await widgetOf(owner, organizationId);

    const refused = await grace.client.data(setAssignOnReply, { id: organizationId, enabled: false });
    expect(refused.setAssignOnReply.__typename).toBe('NotAuthorizedError');
    const outsider = t.client();
    await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    expect((await outsider.data(setAssignOnReply, { id: organizationId, enabled: false })).setAssignOnReply.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(settingOf, { id: organizationId })).node.assignOnReply).toBe(true);

    const off = await owner.data(setAssignOnReply, { id: organizationId, enabled: false });
    expect(off.setAssignOnReply.organization).toEqual({ assignOnReply: false });
    const threadId = await newThread(widget.clientId);
    await sendOperatorMessage(grace.client, threadId, 'Happy to help!');
    expect(await assigneeIdOf(owner, threadId)).toBeNull();

    // The change is in the audit log like every organization setting.
    const audit = await t.database.prisma.auditEntry.findFirst({ where: { organizationId: databaseId(organizationId), action: 'organization.updated' }, orderBy: { createdAt: 'desc' } });
    expect(audit?.changes).toEqual({ assignOnReply: { before: true, after: false } });
  });
});
