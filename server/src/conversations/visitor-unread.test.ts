import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
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
