import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { wakeSnoozedThreads } from './snooze';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const inbox = `query($id: ID!, $search: String, $status: ThreadStatus, $assignment: ThreadAssignment) {
  node(id: $id) { ... on Organization { threads(first: 20, search: $search, status: $status, assignment: $assignment) { edges { node { id preview status } } } } }
}`;

async function threadPreviews(operator: ReturnType<TestApp['client']>, organizationId: string, filter: Record<string, unknown>) {
  const { node } = await operator.data(inbox, { id: organizationId, ...filter });
  return node.threads.edges.map((edge: any) => edge.node.preview);
}

describe('working the inbox', () => {
  it('filters by status and assignment, searches names, emails and text, and sorts by latest activity', async () => {
    const operator = t.client();
    const { organizationId, userId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const grace = await startVisitor(t, widget.clientId);
    await grace.client.data(`mutation { identifyVisitor(input: { email: "grace@navy.example", name: "Grace Hopper" }) { __typename } }`);
    const refund = await sendVisitorMessage(grace, 'I would like a refund', randomUUID());
    const alan = await startVisitor(t, widget.clientId);
    const shipping = await sendVisitorMessage(alan, 'Where is my parcel?', randomUUID());

    expect(await threadPreviews(operator, organizationId, {})).toEqual(['Where is my parcel?', 'I would like a refund']);
    expect(await threadPreviews(operator, organizationId, { search: 'REFUND' })).toEqual(['I would like a refund']);
    expect(await threadPreviews(operator, organizationId, { search: 'hopper' })).toEqual(['I would like a refund']);
    expect(await threadPreviews(operator, organizationId, { search: 'navy.example' })).toEqual(['I would like a refund']);

    const refundThread = operatorThreadId(refund.thread.id);
    await operator.data(`mutation($id: ID!, $me: ID!) { assignThread(input: { threadId: $id, assigneeId: $me }) { __typename } }`, { id: refundThread, me: userId });
    expect(await threadPreviews(operator, organizationId, { assignment: 'MINE' })).toEqual(['I would like a refund']);
    expect(await threadPreviews(operator, organizationId, { assignment: 'UNASSIGNED' })).toEqual(['Where is my parcel?']);

    await operator.data(`mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`, { id: operatorThreadId(shipping.thread.id) });
    expect(await threadPreviews(operator, organizationId, { status: 'CLOSED' })).toEqual(['Where is my parcel?']);
    expect(await threadPreviews(operator, organizationId, { status: 'OPEN' })).toEqual(['I would like a refund']);

    // A visitor writing again reopens a closed thread and brings it to the top.
    await sendVisitorMessage(alan, 'Still nothing…', (await t.database.prisma.thread.findFirstOrThrow({ where: { preview: 'Where is my parcel?' } })).clientThreadId);
    expect(await threadPreviews(operator, organizationId, { status: 'OPEN' })).toEqual(['Still nothing…', 'I would like a refund']);
  });

  it('refuses to assign a thread to someone outside the organization', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const outsider = t.client();
    const { userId: outsiderId } = await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const opening = await sendVisitorMessage(visitor, 'Hi', randomUUID());
    const { assignThread } = await operator.data(`mutation($id: ID!, $user: ID!) { assignThread(input: { threadId: $id, assigneeId: $user }) { __typename ... on ValidationError { fieldErrors { field } } } }`, {
      id: operatorThreadId(opening.thread.id),
      user: outsiderId,
    });
    expect(assignThread).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'assigneeId' }] });
  });

  it('snoozes a thread until a time, then reopens it and tells the inbox', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const opening = await sendVisitorMessage(visitor, 'Call me back tomorrow', randomUUID());
    const threadId = operatorThreadId(opening.thread.id);
    const snooze = `mutation($id: ID!, $until: DateTime!) { snoozeThread(input: { threadId: $id, until: $until }) { __typename ... on SnoozeThreadPayload { thread { status snoozedUntil } } } }`;

    const past = await operator.data(snooze, { id: threadId, until: new Date(Date.now() - 1000).toISOString() });
    expect(past.snoozeThread.__typename).toBe('ValidationError');
    const until = new Date(Date.now() + 60 * 60 * 1000);
    const snoozed = await operator.data(snooze, { id: threadId, until: until.toISOString() });
    expect(snoozed.snoozeThread.thread).toEqual({ status: 'SNOOZED', snoozedUntil: until.toISOString() });

    const feed = collect<any>(socketFor(t.app, { cookie: operator.cookieHeader() }, sockets), `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind thread { status } } }`, { id: organizationId });
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    expect(await wakeSnoozedThreads(t.app.services, new Date())).toBe(0);
    expect(await wakeSnoozedThreads(t.app.services, new Date(until.getTime() + 1000))).toBe(1);
    await feed.until((events) => events.length > 0);
    expect(feed.events[0].inboxEvents).toEqual({ kind: 'THREAD_UPDATED', thread: { status: 'OPEN' } });
  });

  it('shows the team as available while an operator is online, and tells visitors when that changes', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const available = async () => (await visitor.client.data(`query($id: String!) { publicWidget(clientId: $id) { teamAvailable } }`, { id: widget.clientId })).publicWidget.teamAvailable;
    expect(await available()).toBe(false);

    const feed = collect<any>(socketFor(t.app, { visitorToken: visitor.token }, sockets), `subscription { visitorEvents { kind teamAvailable } }`);
    await listening(t.app, 'availability:changed', databaseId(organizationId));
    const heartbeat = `mutation($id: ID!, $status: OperatorStatus) { heartbeat(input: { organizationId: $id, status: $status }) { __typename ... on HeartbeatPayload { membership { presence } } } }`;
    const online = await operator.data(heartbeat, { id: organizationId });
    expect(online.heartbeat.membership.presence).toBe('ONLINE');
    expect(await available()).toBe(true);
    await feed.until((events) => events.some((event) => event.visitorEvents.teamAvailable));

    const away = await operator.data(heartbeat, { id: organizationId, status: 'AWAY' });
    expect(away.heartbeat.membership.presence).toBe('AWAY');
    expect(await available()).toBe(false);
    await feed.until((events) => events.at(-1)?.visitorEvents.teamAvailable === false);
    expect(feed.events.map((event) => event.visitorEvents.kind)).toEqual(['AVAILABILITY_CHANGED', 'AVAILABILITY_CHANGED']);
  });

  it('keeps unread markers per operator', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const opening = await sendVisitorMessage(visitor, 'Hello?', randomUUID());
    const threadId = operatorThreadId(opening.thread.id);
    const unread = async () => (await operator.data(`query($id: ID!) { node(id: $id) { ... on Thread { unread viewerLastReadSeq } } }`, { id: threadId })).node;
    expect(await unread()).toEqual({ unread: true, viewerLastReadSeq: 0 });
    await operator.data(`mutation($id: ID!) { markThreadRead(input: { threadId: $id, seq: 99 }) { __typename } }`, { id: threadId });
    expect(await unread()).toEqual({ unread: false, viewerLastReadSeq: 1 });
    await operator.data(`mutation($id: ID!) { markThreadRead(input: { threadId: $id, seq: 0 }) { __typename } }`, { id: threadId });
    expect(await unread()).toEqual({ unread: false, viewerLastReadSeq: 1 });
    await sendOperatorMessage(operator, threadId, 'Hi!');
    expect(await unread()).toEqual({ unread: false, viewerLastReadSeq: 2 });
  });
});
