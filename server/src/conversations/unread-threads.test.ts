import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { unreadThreadCountsByMember } from './unread-threads';
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

const unreadCountOf = `query($id: ID!) { node(id: $id) { ... on Organization { viewerUnreadThreadCount } } }`;
const inboxFeed = `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind viewerUnreadThreadCount } }`;
const markRead = `mutation($threadId: ID!, $seq: Int!) {
  markThreadRead(input: { threadId: $threadId, seq: $seq }) { __typename ... on MarkThreadReadPayload { organization { viewerUnreadThreadCount } } }
}`;
const setStatus = `mutation($id: ID!, $status: ThreadStatus!) { updateThreadStatus(input: { threadId: $id, status: $status }) { __typename } }`;

async function unreadCount(operator: TestClient, organizationId: string): Promise<number> {
  return (await operator.data(unreadCountOf, { id: organizationId })).node.viewerUnreadThreadCount;
}

describe('unread conversations', () => {
  it('counts open and pending conversations with news for each operator, and tells their dashboards live', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const widget = await widgetOf(owner, organizationId);
    expect(await unreadCount(owner, organizationId)).toBe(0);

    const first = await sendVisitorMessage(await startVisitor(t, widget.clientId), 'Where is my order?', randomUUID());
    const firstThread = operatorThreadId(first.thread.id);
    expect(await unreadCount(owner, organizationId)).toBe(1);
    expect(await unreadCount(grace.client, organizationId)).toBe(1);

    const ownerFeed = collect<{ inboxEvents: { kind: string; viewerUnreadThreadCount: number } }>(socketFor(t.app, { cookie: owner.cookieHeader() }, sockets), inboxFeed, { id: organizationId });
    const graceFeed = collect<{ inboxEvents: { kind: string; viewerUnreadThreadCount: number } }>(socketFor(t.app, { cookie: grace.client.cookieHeader() }, sockets), inboxFeed, { id: organizationId });
    await listening(t.app, 'inbox:event', databaseId(organizationId), 2);

    // A second visitor writes: both dashboards now show two.
    const second = await sendVisitorMessage(await startVisitor(t, widget.clientId), 'Do you ship to Norway?', randomUUID());
    const secondThread = operatorThreadId(second.thread.id);
    await ownerFeed.until((events) => events.length >= 1);
    await graceFeed.until((events) => events.length >= 1);
    expect(ownerFeed.events[0].inboxEvents).toEqual({ kind: 'THREAD_CREATED', viewerUnreadThreadCount: 2 });
    expect(graceFeed.events[0].inboxEvents).toEqual({ kind: 'THREAD_CREATED', viewerUnreadThreadCount: 2 });

    // The owner answers the first: it is read for them, and Grace has one more message to read there.
    await sendOperatorMessage(owner, firstThread, 'It left our warehouse today.');
    await ownerFeed.until((events) => events.some((event) => event.inboxEvents.kind === 'MESSAGE_ADDED'));
    await graceFeed.until((events) => events.some((event) => event.inboxEvents.kind === 'MESSAGE_ADDED'));
    expect(ownerFeed.events.find((event) => event.inboxEvents.kind === 'MESSAGE_ADDED')!.inboxEvents.viewerUnreadThreadCount).toBe(1);
    expect(graceFeed.events.find((event) => event.inboxEvents.kind === 'MESSAGE_ADDED')!.inboxEvents.viewerUnreadThreadCount).toBe(2);

    // Reading answers with the new count; read positions are each operator's own.
    const read = await grace.client.data(markRead, { threadId: secondThread, seq: 1 });
    expect(read.markThreadRead.organization.viewerUnreadThreadCount).toBe(1);
    expect(await unreadCount(owner, organizationId)).toBe(1);

    // Closed conversations left the inbox, so they no longer count; a pending one still does.
    await owner.data(setStatus, { id: secondThread, status: 'CLOSED' });
    await owner.data(setStatus, { id: firstThread, status: 'PENDING' });
    expect(await unreadCount(owner, organizationId)).toBe(0);
    expect(await unreadCount(grace.client, organizationId)).toBe(1);
    await graceFeed.until((events) => events.filter((event) => event.inboxEvents.kind === 'THREAD_UPDATED').length >= 2);
    expect(graceFeed.events.at(-1)!.inboxEvents).toEqual({ kind: 'THREAD_UPDATED', viewerUnreadThreadCount: 1 });
  });

  it("counts every member's unread conversations at once as each would count their own", async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const alan = await teammateOf(t, owner, organizationId, 'AGENT', 'Alan Turing');
    const widget = await widgetOf(owner, organizationId);
    const threads: string[] = [];
    for (const question of ['Refund?', 'Shipping?', 'Sizes?', 'Invoice?']) {
      threads.push(operatorThreadId((await sendVisitorMessage(await startVisitor(t, widget.clientId), question, randomUUID())).thread.id));
    }
    await grace.client.data(markRead, { threadId: threads[0], seq: 1 });
    await grace.client.data(markRead, { threadId: threads[1], seq: 1 });
    await alan.client.data(markRead, { threadId: threads[1], seq: 1 });
    await sendOperatorMessage(owner, threads[1], 'Two days.');
    await owner.data(setStatus, { id: threads[2], status: 'CLOSED' });
    await owner.data(setStatus, { id: threads[3], status: 'PENDING' });

    const members = await t.app.services.db.prisma.membership.findMany({ where: { organizationId: databaseId(organizationId) }, include: { user: true } });
    const counts = await unreadThreadCountsByMember(t.app.services.db.prisma, databaseId(organizationId));
    const byName = Object.fromEntries(members.map((member) => [member.user.name, counts.of(member.userId)]));
    expect(byName).toEqual({
      'Ada Lovelace': await unreadCount(owner, organizationId),
      'Grace Hopper': await unreadCount(grace.client, organizationId),
      'Alan Turing': await unreadCount(alan.client, organizationId),
    });
    expect(byName).toEqual({ 'Ada Lovelace': 2, 'Grace Hopper': 2, 'Alan Turing': 3 });
  });

  it('is never told about another organization', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    await sendVisitorMessage(await startVisitor(t, widget.clientId), 'Hello?', randomUUID());

    const outsider = t.client();
    const { organizationId: elsewhere } = await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    expect(await unreadCount(outsider, elsewhere)).toBe(0);
    const peek = await outsider.request(unreadCountOf, { id: organizationId });
    expect(peek.data?.node ?? null).toBeNull();
    const feed = collect(socketFor(t.app, { cookie: outsider.cookieHeader() }, sockets), inboxFeed, { id: organizationId });
    await feed.until(() => feed.errors.length > 0);
    expect(JSON.stringify(feed.errors)).toMatch(/not allowed/i);
  });
});
