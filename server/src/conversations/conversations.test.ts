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
  sendVisitorMessageMutation,
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

async function organizationWithWidget() {
  const operator = t.client();
  const owner = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, owner.organizationId);
  return { operator, organizationId: owner.organizationId, widget };
}

const inboxQuery = `query($id: ID!, $search: String, $status: ThreadStatus, $assignment: ThreadAssignment) {
  node(id: $id) { ... on Organization { threads(first: 20, search: $search, status: $status, assignment: $assignment) {
    edges { node { id status preview unread contact { displayName email currentUrl referrer userAgent language } } }
  } } }
}`;

const visitorThreadQuery = `query($clientThreadId: String!) {
  visitor { thread(clientThreadId: $clientThreadId) { id status unreadCount operatorsLastReadSeq messages(first: 100) { edges { node { seq body fromVisitor authorName } } } } }
}`;

describe('a conversation between a visitor and the team', () => {
  it('opens a thread from the widget, shows it in the inbox, and carries replies back', async () => {
    const { operator, organizationId, widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId, { url: 'https://shop.example/pricing', referrer: 'https://search.example/', language: 'fr-FR' });
    const clientThreadId = randomUUID();
    const first = await sendVisitorMessage(visitor, 'Hello, do you ship to Lyon?', clientThreadId);
    expect(first.message.seq).toBe(1);

    const inbox = await operator.data(inboxQuery, { id: organizationId });
    const [edge] = inbox.node.threads.edges;
    expect(edge.node).toMatchObject({
      status: 'OPEN',
      preview: 'Hello, do you ship to Lyon?',
      unread: true,
      contact: { displayName: 'Visitor #1', currentUrl: 'https://shop.example/pricing', referrer: 'https://search.example/', language: 'fr-FR' },
    });
    expect(edge.node.contact.userAgent).toContain('Firefox');

    await sendOperatorMessage(operator, edge.node.id, 'Yes, in two days.');
    await sendOperatorMessage(operator, edge.node.id, 'Customer looks like a repeat buyer', { kind: 'NOTE' });

    const { visitor: seen } = await visitor.client.data(visitorThreadQuery, { clientThreadId });
    expect(seen.thread.messages.edges.map((e: any) => e.node)).toEqual([
      { seq: 1, body: 'Hello, do you ship to Lyon?', fromVisitor: true, authorName: 'Visitor #1' },
      { seq: 2, body: 'Yes, in two days.', fromVisitor: false, authorName: 'Ada Lovelace' },
    ]);
    expect(seen.thread.unreadCount).toBe(1);
    expect(seen.thread.operatorsLastReadSeq).toBe(3);
  });

  it('stores a message once however often it is sent, and gives every call the stored one', async () => {
    const { operator, organizationId, widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const clientMessageId = randomUUID();
    const attempts = await Promise.all(Array.from({ length: 5 }, () => sendVisitorMessage(visitor, 'Only once please', clientThreadId, clientMessageId)));
    const again = await sendVisitorMessage(visitor, 'Only once please', clientThreadId, clientMessageId);
    expect(new Set([...attempts, again].map((attempt) => attempt.message.id)).size).toBe(1);
    expect(new Set([...attempts, again].map((attempt) => attempt.thread.id)).size).toBe(1);

    const threadId = operatorThreadId(again.thread.id);
    const replyId = randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => sendOperatorMessage(operator, threadId, 'On it', { clientMessageId: replyId })));
    expect(new Set(replies.map((reply) => reply.message.id)).size).toBe(1);

    const inbox = await operator.data(inboxQuery, { id: organizationId });
    expect(inbox.node.threads.edges).toHaveLength(1);
    const rows = await t.database.prisma.message.findMany({ where: { organizationId: (await t.database.prisma.thread.findFirstOrThrow({ where: { clientThreadId } })).organizationId } });
    expect(rows.map((row) => row.body).sort()).toEqual(['On it', 'Only once please']);
  });

  it('numbers concurrent messages from both sides without gaps or repeats', async () => {
    const { operator, widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'first', clientThreadId);
    const threadId = operatorThreadId(opening.thread.id);
    const sent = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) => sendVisitorMessage(visitor, `visitor ${index}`, clientThreadId)),
      ...Array.from({ length: 10 }, (_, index) => sendOperatorMessage(operator, threadId, `operator ${index}`)),
    ]);
    const seqs = [1, ...sent.map((result) => result.message.seq)].sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
  });

  it('refuses empty and oversized messages with a field error and stores nothing', async () => {
    const { widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    for (const body of ['   ', 'x'.repeat(10_001)]) {
      const { sendVisitorMessage: result } = await visitor.client.data(sendVisitorMessageMutation, {
        input: { clientThreadId, clientMessageId: randomUUID(), body },
      });
      expect(result.__typename).toBe('ValidationError');
    }
    expect(await t.database.prisma.thread.count({ where: { clientThreadId } })).toBe(0);
  });
});

describe('realtime delivery', () => {
  it('pushes replies, typing and read receipts to the visitor, and new threads to the inbox', async () => {
    const { operator, organizationId, widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const inbox = collect<any>(socketFor(t.app, { cookie: operator.cookieHeader() }, sockets), `subscription($id: ID!) {
      inboxEvents(organizationId: $id) { kind thread { id preview } message { body } }
    }`, { id: organizationId });
    const visitorEvents = collect<any>(socketFor(t.app, { visitorToken: visitor.token }, sockets), `subscription {
      visitorEvents { kind message { body seq fromVisitor } typing { isTyping name } thread { operatorsLastReadSeq } }
    }`);
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    await listening(t.app, 'visitor:event', databaseId(visitor.id));

    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'Is anyone there?', clientThreadId);
    await inbox.until((events) => events.some((event) => event.inboxEvents.kind === 'THREAD_CREATED'));
    expect(inbox.events[0].inboxEvents).toMatchObject({ kind: 'THREAD_CREATED', thread: { preview: 'Is anyone there?' }, message: { body: 'Is anyone there?' } });

    const threadId = operatorThreadId(opening.thread.id);
    await operator.data(`mutation($id: ID!) { setOperatorTyping(input: { threadId: $id, isTyping: true }) { __typename } }`, { id: threadId });
    await operator.data(`mutation($id: ID!) { markThreadRead(input: { threadId: $id, seq: 1 }) { __typename } }`, { id: threadId });
    // The receipt says how far the team has read when it is delivered: wait for it before the team writes on.
    await visitorEvents.until((events) => events.some((event) => event.visitorEvents.kind === 'READ'));
    await sendOperatorMessage(operator, threadId, 'Internal: check the order', { kind: 'NOTE' });
    await sendOperatorMessage(operator, threadId, 'Hi! I am here.');

    await visitorEvents.until((events) => events.filter((event) => event.visitorEvents.kind === 'MESSAGE_ADDED').length === 2);
    // The visitor's own message comes back too, so every tab of theirs shows it. The reply also assigned the thread to
    // its author (assign on reply), which the visitor hears of as a thread update beside the message.
    const kinds = visitorEvents.events.map((event) => event.visitorEvents.kind);
    expect(kinds.filter((kind) => kind !== 'THREAD_UPDATED')).toEqual(['MESSAGE_ADDED', 'TYPING', 'READ', 'MESSAGE_ADDED']);
    expect(visitorEvents.events[0].visitorEvents.message).toEqual({ body: 'Is anyone there?', seq: 1, fromVisitor: true });
    expect(visitorEvents.events[1].visitorEvents.typing).toEqual({ isTyping: true, name: 'Ada Lovelace' });
    expect(visitorEvents.events[2].visitorEvents.thread.operatorsLastReadSeq).toBe(1);
    expect(visitorEvents.events.filter((event) => event.visitorEvents.kind === 'MESSAGE_ADDED')[1].visitorEvents.message).toEqual({ body: 'Hi! I am here.', seq: 3, fromVisitor: false });
    expect(JSON.stringify(visitorEvents.events)).not.toContain('Internal');
  });

  it('opens no thread for a first message that fails, and announces the thread when the retry succeeds', async () => {
    const { operator, organizationId, widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const inbox = collect<any>(socketFor(t.app, { cookie: operator.cookieHeader() }, sockets), `subscription($id: ID!) {
      inboxEvents(organizationId: $id) { kind message { body } }
    }`, { id: organizationId });
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    const clientThreadId = randomUUID();
    const clientMessageId = randomUUID();
    const noSuchUpload = Buffer.from(`VisitorAttachment:${randomUUID()}`).toString('base64');

    const { sendVisitorMessage: failed } = await visitor.client.data(sendVisitorMessageMutation, {
      input: { clientThreadId, clientMessageId, body: 'With my invoice', attachmentIds: [noSuchUpload] },
    });

    expect(failed.__typename).toBe('ValidationError');
    const { node } = await operator.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 5) { edges { node { id } } } } } }`, { id: organizationId });
    expect(node.threads.edges).toEqual([]);
    const { visitor: seen } = await visitor.client.data(`{ visitor { threads(first: 5) { edges { node { id } } } } }`);
    expect(seen.threads.edges).toEqual([]);

    await sendVisitorMessage(visitor, 'With my invoice', clientThreadId, clientMessageId);
    await inbox.until((events) => events.length > 0);
    expect(inbox.events.map((event) => event.inboxEvents)).toEqual([{ kind: 'THREAD_CREATED', message: { body: 'With my invoice' } }]);
  });

  it('delivers each of a burst of messages exactly once and in order', async () => {
    const { operator, widget } = await organizationWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'start', clientThreadId);
    const threadId = operatorThreadId(opening.thread.id);
    const threadEvents = collect<any>(socketFor(t.app, { cookie: operator.cookieHeader() }, sockets), `subscription($id: ID!) {
      threadEvents(threadId: $id) { kind message { seq body } }
    }`, { id: threadId });
    const visitorEvents = collect<any>(socketFor(t.app, { visitorToken: visitor.token }, sockets), `subscription { visitorEvents { kind message { seq } } }`);
    await listening(t.app, 'thread:event', databaseId(threadId));
    await listening(t.app, 'visitor:event', databaseId(visitor.id));
    for (let index = 0; index < 20; index += 1) await sendOperatorMessage(operator, threadId, `reply ${index}`);

    const added = (events: any[], key: string) => events.filter((event) => event[key].kind === 'MESSAGE_ADDED').map((event) => event[key].message.seq);
    await visitorEvents.until((events) => added(events, 'visitorEvents').length >= 20);
    await threadEvents.until((events) => added(events, 'threadEvents').length >= 20);
    // Typing, published after every reply, reaches each socket after any duplicate of them would have.
    await operator.data(`mutation($id: ID!) { setOperatorTyping(input: { threadId: $id, isTyping: true }) { __typename } }`, { id: threadId });
    await visitorEvents.until((events) => events.some((event) => event.visitorEvents.kind === 'TYPING'));
    await threadEvents.until((events) => events.some((event) => event.threadEvents.kind === 'TYPING'));
    const expected = Array.from({ length: 20 }, (_, index) => index + 2);
    expect(added(visitorEvents.events, 'visitorEvents')).toEqual(expected);
    expect(added(threadEvents.events, 'threadEvents')).toEqual(expected);
  });
});

const threadOf = `query($clientThreadId: String!) { visitor { thread(clientThreadId: $clientThreadId) { id lastReadSeq unreadCount } } }`;
const markRead = `mutation($threadId: ID!, $seq: Int!) { markVisitorThreadRead(input: { threadId: $threadId, seq: $seq }) { __typename } }`;

describe("the visitor's unread count", () => {
  it("counts the team's replies since the visitor last read, never notes or the visitor's own messages, live and when asked", async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
    const clientThreadId = randomUUID();
    const sent = await sendVisitorMessage(visitor, 'Hello', clientThreadId);
    const threadId = operatorThreadId(sent.thread.id);
    const feed = collect<{ visitorEvents: { kind: string; message: { body: string } | null; thread: { unreadCount: number } | null } }>(
      socketFor(t.app, { visitorToken: visitor.token }, sockets),
      `subscription { visitorEvents { kind message { body } thread { unreadCount } } }`,
    );
    await listening(t.app, 'visitor:event', databaseId(visitor.id));
    const asked = async () => (await visitor.client.data(threadOf, { clientThreadId })).visitor.thread as { id: string; lastReadSeq: number; unreadCount: number };
    /** The unread count the visitor's widget was told with a reply, and the one it reads now. */
    const afterReply = async (body: string) => {
      await sendOperatorMessage(owner, threadId, body);
      const events = await feed.until((each) => each.some((event) => event.visitorEvents.message?.body === body));
      const live = events.find((event) => event.visitorEvents.message?.body === body)!.visitorEvents.thread!.unreadCount;
      return { live, asked: (await asked()).unreadCount };
    };

    expect((await asked()).unreadCount).toBe(0);
    expect(await afterReply('Hi, how can I help?')).toMatchObject({ live: 1, asked: 1 });
    await sendOperatorMessage(owner, threadId, 'Looks like a billing question', { kind: 'NOTE' });
    expect((await asked()).unreadCount).toBe(1);
    expect(await afterReply('Are you still there?')).toMatchObject({ live: 2, asked: 2 });

    // The visitor reads the two replies and the note between them.
    const read = await asked();
    expect((await visitor.client.data(markRead, { threadId: read.id, seq: read.lastReadSeq + 3 })).markVisitorThreadRead.__typename).toBe('MarkVisitorThreadReadPayload');
    expect((await asked()).unreadCount).toBe(0);
    // Only a note since the visitor read: nothing for them.
    await sendOperatorMessage(owner, threadId, 'Waiting for them', { kind: 'NOTE' });
    expect((await asked()).unreadCount).toBe(0);
    expect(await afterReply('I can refund the charge.')).toMatchObject({ live: 1, asked: 1 });
    // The visitor's own message reads everything before it.
    await sendVisitorMessage(visitor, 'Yes please', clientThreadId);
    expect((await asked()).unreadCount).toBe(0);
  });
});
