import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import inboxEventsDocument from '../../../client/src/routes/threads/__generated__/useInboxEventsSubscription.graphql';
import threadEventsDocument from '../../../client/src/routes/threads/conversation/__generated__/useThreadEventsSubscription.graphql';
import { ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { collect, operatorThreadId, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { sharedRunCounts } from './shared-runs';

/*
 * Operators watching one inbox get one run of the dashboard's document per role, each with their own unread state:
 * the run is shared only with viewers of whom it learned the same facts (role, verified, two-factor), and the fields
 * that are per viewer are computed for each.
 */
type ThreadEvent = { threadEvents: { kind: string; thread: { viewerLastReadSeq: number; lastSeq: number }; message: { body: string } | null } };
type InboxEvent = { inboxEvents: { kind: string; viewerUnreadThreadCount: number | null; thread: { id: string; unread: boolean; assignee: { name: string } | null } | null } };

const sockets: Client[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

async function organizationWithTeam() {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
  const alan = await teammateOf(t, owner, organizationId, 'AGENT', 'Alan Turing');
  const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
  const clientThreadId = randomUUID();
  const threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Hello', clientThreadId)).thread.id);
  // Grace has read the conversation; the owner and Alan have not.
  await grace.client.data(`mutation($input: MarkThreadReadInput!) { markThreadRead(input: $input) { __typename } }`, { input: { threadId, seq: 1 } });
  return { owner, grace, alan, visitor, organizationId, clientThreadId, threadId };
}

describe('an inbox watched by several operators', () => {
  it('runs the document once per role and gives each operator their own unread state', async () => {
    const { owner, grace, alan, organizationId, threadId } = await organizationWithTeam();
    const feeds = [owner, grace.client, alan.client].map((operator) =>
      collect<InboxEvent>(socketFor(t.app, { cookie: operator.cookieHeader() }, sockets), inboxEventsDocument.params.text!, { organizationId }),
    );
    // Each subscription starts with an event of its own (each viewer's start is theirs alone).
    await Promise.all(feeds.map((feed) => feed.until((events) => events.some((event) => event.inboxEvents.kind === 'SUBSCRIBED'))));
    const before = { ...sharedRunCounts };

    await owner.data(`mutation($input: AssignThreadInput!) { assignThread(input: $input) { __typename } }`, { input: { threadId, assigneeId: alan.userId } });
    const assigned = (event: InboxEvent) => Boolean(event.inboxEvents.thread?.assignee);
    const [ownerEvent, graceEvent, alanEvent] = await Promise.all(feeds.map(async (feed) => (await feed.until((events) => events.some(assigned))).find(assigned)!.inboxEvents));

    expect(sharedRunCounts.runs - before.runs).toBe(2);
    expect(sharedRunCounts.shared - before.shared).toBe(1);
    expect([ownerEvent, graceEvent, alanEvent].map((event) => [event.thread!.unread, event.viewerUnreadThreadCount])).toEqual([
      [true, 1],
      [false, 0],
      [true, 1],
    ]);
    expect(graceEvent.thread!.assignee).toMatchObject({ name: 'Alan Turing' });
    expect({ ...graceEvent, thread: { ...graceEvent.thread, unread: true }, viewerUnreadThreadCount: 1 }).toEqual(alanEvent);
  });
});

describe('a conversation open in several dashboards', () => {
  it("runs the conversation's document once per role and gives each operator their own read position", async () => {
    const { owner, grace, alan, visitor, clientThreadId, threadId } = await organizationWithTeam();
    const feeds = [owner, grace.client, alan.client].map((operator) =>
      collect<ThreadEvent>(socketFor(t.app, { cookie: operator.cookieHeader() }, sockets), threadEventsDocument.params.text!, { threadId }),
    );
    await Promise.all(feeds.map((feed) => feed.until((events) => events.some((event) => event.threadEvents.kind === 'SUBSCRIBED'))));
    const before = { ...sharedRunCounts };

    await sendVisitorMessage(visitor, 'Anyone there?', clientThreadId);
    const events = await Promise.all(
      feeds.map(async (feed) => (await feed.until((received) => received.some((event) => event.threadEvents.message?.body === 'Anyone there?'))).find((event) => event.threadEvents.message)!.threadEvents),
    );

    expect(sharedRunCounts.runs - before.runs).toBe(2);
    expect(sharedRunCounts.shared - before.shared).toBe(1);
    expect(events.map((event) => [event.thread.lastSeq, event.thread.viewerLastReadSeq])).toEqual([
      [2, 0],
      [2, 1],
      [2, 0],
    ]);
  });
});
