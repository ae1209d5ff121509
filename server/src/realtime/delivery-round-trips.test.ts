import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import operatorSendDocument from '../../../client/src/mutations/__generated__/useSendOperatorMessageMutation.graphql';
import inboxEventsDocument from '../../../client/src/routes/threads/__generated__/useInboxEventsSubscription.graphql';
import threadEventsDocument from '../../../client/src/routes/threads/conversation/__generated__/useThreadEventsSubscription.graphql';
import visitorSendDocument from '../../../widget/src/app/outbox/__generated__/WidgetSendMessageMutation.graphql';
import visitorEventsDocument from '../../../widget/src/app/realtime/__generated__/WidgetVisitorEventsSubscription.graphql';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { roundTripCounter } from '../../test-support/round-trips';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase } from '../db/test-database';
import { deliveredEvent } from './deliveries';

/*
 * What sending and delivering one message costs the database, with the subscriptions the dashboard and the widget
 * really open (as the Relay compiler generates them): a constant number of queries per instance, however many sockets
 * watch it. A read made per subscriber (an N+1 over the sockets) fails here. The send's own queries are counted with
 * the deliveries because the database client batches reads made in the same tick, whichever asked first running them.
 */
const queriesPerVisitorMessage = 2;
const queriesPerReply = 3;

type Event = { messageId?: string };
const deliveryReads: Array<{ event: Event; sql: string }> = [];
/** Every query the app makes, each once. */
const allQueries: string[] = [];
const requests = roundTripCounter();
const sockets: Client[] = [];
let t: TestApp;
beforeAll(async () => {
  const database = await createTestDatabase({
    recordQueries: (sql) => {
      allQueries.push(sql);
      // A read a delivery makes on the request's path (the send's answer reads as a delivery of its message) counts once, as the request's.
      const onRequestPath = requests.record(sql);
      const event = deliveredEvent();
      if (event && !onRequestPath) deliveryReads.push({ event, sql });
    },
  });
  t = await startTestApp({ listen: true, database });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
  await t.database.close();
});

type Feed = { events: unknown[]; until(predicate: (events: unknown[]) => boolean): Promise<unknown[]> };

/** The queries made while delivering copies of events about this message, on every topic. */
function readsFor(messageId: string): string[] {
  return deliveryReads.filter(({ event }) => event.messageId === messageId).map(({ sql }) => sql);
}

/** A read of a message's or a thread's row with its relations: the ORM's form, or the one statement of db/json-read. */
const isRowRead = (sql: string) => (/FROM "public"\."(Message|Thread)" AS "t0"/.test(sql) && /LATERAL/.test(sql)) || /\)::text AS "json" FROM "(Message|Thread)" /.test(sql);

const mentions = (id: string) => (events: unknown[]) => events.some((event) => JSON.stringify(event).includes(id));

describe('delivering a message', () => {
  let owner: TestClient;
  let grace: TestClient;
  let visitor: Visitor;
  let organizationId: string;
  let threadId: string;
  let clientThreadId: string;
  const feeds: Feed[] = [];

  beforeAll(async () => {
    owner = t.client();
    ({ organizationId } = await ownerWithOrganization(owner, t.mail));
    grace = (await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper')).client;
    const widget = await widgetOf(owner, organizationId);
    visitor = await startVisitor(t, widget.clientId);
    clientThreadId = randomUUID();
    threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Hello', clientThreadId)).thread.id);
  });

  /** Each operator opens another dashboard tab on the conversation, and the visitor another tab. */
  async function openTabs() {
    for (const operator of [owner, grace]) {
      const socket = socketFor(t.app, { cookie: operator.cookieHeader() }, sockets);
      feeds.push(collect(socket, inboxEventsDocument.params.text!, { organizationId }));
      feeds.push(collect(socket, threadEventsDocument.params.text!, { threadId }));
    }
    feeds.push(collect(socketFor(t.app, { visitorToken: visitor.token }, sockets), visitorEventsDocument.params.text!));
    const tabs = feeds.length / 5;
    await listening(t.app, 'inbox:event', databaseId(organizationId), tabs * 2);
    await listening(t.app, 'thread:event', databaseId(threadId), tabs * 2);
    await listening(t.app, 'visitor:event', databaseId(visitor.id), tabs);
  }

  /** The queries of a send's request, then of the deliveries of its events to every socket. */
  async function queriesToSend(send: () => Promise<{ message: { id: string; body: string } }>, recipients: Feed[]) {
    const { result, queries } = await requests.of(send);
    await Promise.all(recipients.map((feed) => feed.until(mentions(result.message.body))));
    return [...queries, ...readsFor(databaseId(result.message.id))].sort();
  }

  /**
   * The queries of a visitor's message and of a reply once every socket is warm: a new subscription checks once, on
   * its first event, which teammates its viewer may see, and keeps the answer.
   */
  async function queriesOfMessages(round: number) {
    const operatorFeeds = feeds.filter((_feed, index) => index % 5 !== 4);
    await queriesToSend(() => sendVisitorMessage(visitor, `Warming up ${round}`, clientThreadId), operatorFeeds);
    await queriesToSend(() => sendOperatorMessage(owner, threadId, `Warm ${round}`), feeds);
    return {
      visitorMessage: await queriesToSend(() => sendVisitorMessage(visitor, `Is anyone there? ${round}`, clientThreadId), operatorFeeds),
      reply: await queriesToSend(() => sendOperatorMessage(owner, threadId, `Yes, how can I help? ${round}`), feeds),
    };
  }

  it('costs the same queries however many sockets receive it', async () => {
    await openTabs();
    const once = await queriesOfMessages(1);
    expect(once.visitorMessage.length).toBeGreaterThan(0);
    expect(once.reply.length).toBeGreaterThan(0);

    await openTabs();
    await openTabs();
    const thrice = await queriesOfMessages(3);
    expect(thrice).toEqual(once);
    expect(thrice.visitorMessage.length).toBeLessThanOrEqual(queriesPerVisitorMessage);
    expect(thrice.reply.length).toBeLessThanOrEqual(queriesPerReply);
  });

  it("reads the message and its thread once for the send's answer and all its deliveries, with the documents the apps send", async () => {
    await openTabs();
    const operatorFeeds = feeds.filter((_feed, index) => index % 5 !== 4);
    /** The reads of a message's or a thread's row (with its relations) while it is sent and delivered to `recipients`. */
    const rowReadsToSend = async (send: () => Promise<string>, recipients: Feed[]) => {
      const from = allQueries.length;
      const body = await send();
      await Promise.all(recipients.map((feed) => feed.until(mentions(body))));
      return allQueries.slice(from).filter(isRowRead);
    };
    const visitorSends = async (body: string) => {
      const { sendVisitorMessage: sent } = await visitor.client.data(visitorSendDocument.params.text!, { input: { clientThreadId, clientMessageId: randomUUID(), body, attachmentIds: [] } });
      return sent.messageEdge.node.body as string;
    };
    const operatorReplies = async (body: string) => {
      const { sendOperatorMessage: sent } = await owner.data(operatorSendDocument.params.text!, { input: { threadId, clientMessageId: randomUUID(), body, kind: 'MESSAGE' } });
      return sent.messageEdge.node.body as string;
    };
    expect(await rowReadsToSend(() => visitorSends('Do you ship abroad?'), operatorFeeds)).toHaveLength(1);
    expect(await rowReadsToSend(() => operatorReplies('We ship to 40 countries.'), feeds)).toHaveLength(1);
  });

  it("costs no more for a widget's first event than for its next: the delivered thread says it is the visitor's", async () => {
    // An organization of its own, so that the widget is the only one to hear its conversation.
    const team = t.client();
    const { organizationId: elsewhere } = await ownerWithOrganization(team, t.mail, 'Elsewhere');
    const other = await startVisitor(t, (await widgetOf(team, elsewhere)).clientId);
    const otherThread = operatorThreadId((await sendVisitorMessage(other, 'Are you open on Sundays?', randomUUID())).thread.id);
    // The organization's first reply, which is told apart, before the widget's socket opens.
    await sendOperatorMessage(team, otherThread, 'Let me check.');
    const widgetTab = collect(socketFor(t.app, { visitorToken: other.token }, sockets), visitorEventsDocument.params.text!);
    await listening(t.app, 'visitor:event', databaseId(other.id));
    const first = await queriesToSend(() => sendOperatorMessage(team, otherThread, 'We are, from ten.'), [widgetTab]);
    const next = await queriesToSend(() => sendOperatorMessage(team, otherThread, 'Until four.'), [widgetTab]);
    expect(first).toEqual(next);
  });
});
