import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import {
  collect,
  listening,
  operatorThreadId,
  sendOperatorMessage,
  sendVisitorMessage,
  socketFor,
  startVisitor,
  widgetOf,
} from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

type Line = { seq: number; body: string };
type Page = { edges: { cursor: string; node: Line }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** What a client does after reconnecting: page through `after` its last cursor until nothing is left. */
async function resyncAfter(read: (after: string | null) => Promise<Page>, lastCursor: string | null): Promise<{ lines: Line[]; cursor: string | null }> {
  const lines: Line[] = [];
  let cursor = lastCursor;
  for (;;) {
    const page = await read(cursor);
    lines.push(...page.edges.map((edge) => edge.node));
    cursor = page.pageInfo.endCursor ?? cursor;
    if (!page.pageInfo.hasNextPage) return { lines, cursor };
  }
}

function merge(history: Line[], more: Line[]): Line[] {
  const bySeq = new Map(history.map((line) => [line.seq, line]));
  for (const line of more) bySeq.set(line.seq, line);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

describe('resync after a dropped connection', () => {
  it('leaves the widget and the dashboard with the identical, complete, ordered history', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'message 0 from the visitor', clientThreadId);
    const threadId = operatorThreadId(opening.thread.id);

    // Both sides start from what they loaded, then follow their subscriptions.
    const visitorSocket = socketFor(t.app, { visitorToken: visitor.token }, sockets);
    const operatorSocket = socketFor(t.app, { cookie: operator.cookieHeader() }, sockets);
    const visitorFeed = collect<any>(visitorSocket, `subscription { visitorEvents { kind messageEdge { cursor node { seq body } } } }`);
    const operatorFeed = collect<any>(operatorSocket, `subscription($id: ID!) { threadEvents(threadId: $id) { kind messageEdge { cursor node { seq body } } } }`, { id: threadId });
    await listening(t.app, 'visitor:event', databaseId(visitor.id));
    await listening(t.app, 'thread:event', databaseId(threadId));

    const sending = (async () => {
      for (let index = 1; index <= 15; index += 1) {
        await sendVisitorMessage(visitor, `message ${index} from the visitor`, clientThreadId);
        await sendOperatorMessage(operator, threadId, `reply ${index} from the team`);
        if (index === 5) {
          // The lid closes: both sockets die mid-conversation while messages keep being sent.
          visitorSocket.terminate();
          operatorSocket.terminate();
        }
      }
    })();
    await sending;

    const received = (feed: ReturnType<typeof collect<any>>, key: string) =>
      feed.events.filter((event) => event[key].kind === 'MESSAGE_ADDED').map((event) => event[key].messageEdge);
    const visitorEdges = received(visitorFeed, 'visitorEvents');
    const operatorEdges = received(operatorFeed, 'threadEvents');
    expect(visitorEdges.length).toBeLessThan(31);
    expect(operatorEdges.length).toBeLessThan(31);

    const visitorResync = await resyncAfter(
      async (after) =>
        (
          await visitor.client.data(`query($id: String!, $after: String) { visitor { thread(clientThreadId: $id) { messages(first: 7, after: $after) {
            edges { cursor node { seq body } } pageInfo { hasNextPage endCursor } } } } }`, { id: clientThreadId, after })
        ).visitor.thread.messages,
      visitorEdges.at(-1)?.cursor ?? null,
    );
    const operatorResync = await resyncAfter(
      async (after) =>
        (
          await operator.data(`query($id: ID!, $after: String) { node(id: $id) { ... on Thread { messages(first: 7, after: $after) {
            edges { cursor node { seq body } } pageInfo { hasNextPage endCursor } } } } }`, { id: threadId, after })
        ).node.messages,
      operatorEdges.at(-1)?.cursor ?? null,
    );

    const visitorHistory = merge([{ seq: 1, body: 'message 0 from the visitor' }, ...visitorEdges.map((edge: any) => edge.node)], visitorResync.lines);
    const operatorHistory = merge([{ seq: 1, body: 'message 0 from the visitor' }, ...operatorEdges.map((edge: any) => edge.node)], operatorResync.lines);
    expect(visitorHistory).toHaveLength(31);
    expect(visitorHistory.map((line) => line.seq)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(operatorHistory).toEqual(visitorHistory);
    expect(visitorHistory[30]).toEqual({ seq: 31, body: 'reply 15 from the team' });
  });
});

describe('the start event', () => {
  it('comes first when asked for, once every later change reaches the subscription', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const earlier = await startVisitor(t, widget.clientId);
    const earlierThread = randomUUID();
    const threadId = operatorThreadId((await sendVisitorMessage(earlier, 'Already here', earlierThread)).thread.id);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    await sendVisitorMessage(visitor, 'Opening the thread', clientThreadId);

    // No waiting for the server's listeners: the start event is the client's only signal.
    const operatorSocket = socketFor(t.app, { cookie: operator.cookieHeader() }, sockets);
    const visitorSocket = socketFor(t.app, { visitorToken: visitor.token }, sockets);
    const inbox = collect<any>(operatorSocket, `subscription($id: ID!) { inboxEvents(organizationId: $id, announceStart: true) { kind viewerUnreadThreadCount thread { id } } }`, { id: organizationId });
    const thread = collect<any>(operatorSocket, `subscription($id: ID!) { threadEvents(threadId: $id, announceStart: true) { kind thread { id } message { body } } }`, { id: threadId });
    const visitorFeed = collect<any>(visitorSocket, `subscription { visitorEvents(announceStart: true) { kind thread { id } message { body } teamAvailable } }`);
    const plain = collect<any>(operatorSocket, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind thread { id } } }`, { id: organizationId });

    await inbox.until((events) => events.length > 0);
    const opened = await sendVisitorMessage(await startVisitor(t, widget.clientId), 'Written the moment the inbox was live', randomUUID());
    await inbox.until((events) => events.some((event) => event.inboxEvents.kind === 'THREAD_CREATED'));
    expect(inbox.events[0].inboxEvents).toEqual({ kind: 'SUBSCRIBED', viewerUnreadThreadCount: 2, thread: null });
    expect(inbox.events.at(-1).inboxEvents.thread.id).toBe(operatorThreadId(opened.thread.id));

    await thread.until((events) => events.length > 0);
    await sendVisitorMessage(earlier, 'Written the moment the thread was live', earlierThread);
    await thread.until((events) => events.some((event) => event.threadEvents.kind === 'MESSAGE_ADDED'));
    expect(thread.events[0].threadEvents).toEqual({ kind: 'SUBSCRIBED', thread: { id: threadId }, message: null });
    expect(thread.events.at(-1).threadEvents.message.body).toBe('Written the moment the thread was live');

    await visitorFeed.until((events) => events.length > 0);
    await sendOperatorMessage(operator, operatorThreadId((await sendVisitorMessage(visitor, 'Are you there?', clientThreadId)).thread.id), 'Right here');
    await visitorFeed.until((events) => events.some((event) => event.visitorEvents.message?.body === 'Right here'));
    expect(visitorFeed.events[0].visitorEvents).toEqual({ kind: 'SUBSCRIBED', thread: null, message: null, teamAvailable: expect.any(Boolean) });

    // Without asking, the events are only the changes, as before.
    expect(plain.events.map((event) => event.inboxEvents.kind)).not.toContain('SUBSCRIBED');
  });
});
