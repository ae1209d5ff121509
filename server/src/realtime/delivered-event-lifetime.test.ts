import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import inboxEventsDocument from '../../../client/src/routes/threads/__generated__/useInboxEventsSubscription.graphql';
import threadEventsDocument from '../../../client/src/routes/threads/conversation/__generated__/useThreadEventsSubscription.graphql';
import visitorEventsDocument from '../../../widget/src/app/realtime/__generated__/WidgetVisitorEventsSubscription.graphql';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collectGarbageAfterThisTurn } from '../../test-support/collect-garbage';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase } from '../db/test-database';
import { deliveredEvent } from './deliveries';

/*
 * Once a message has reached every socket, nothing keeps the events that carried it: each event holds every run its
 * subscribers made and every context they ran in. Kept for a second or two each (a timer set while delivering holds
 * the delivery's async context until it fires), they outlived the young generation by the hundred at a busy
 * instance's rate, for the major collections to mark.
 */

/** Every event a delivery read for, by the message it names, held weakly. */
const deliveredEvents: Array<{ messageId: unknown; event: WeakRef<object> }> = [];
const sockets: Client[] = [];
let t: TestApp;
beforeAll(async () => {
  const database = await createTestDatabase({
    recordQueries: () => {
      const event = deliveredEvent();
      if (event) deliveredEvents.push({ messageId: (event as { messageId?: unknown }).messageId, event: new WeakRef(event) });
    },
  });
  t = await startTestApp({ listen: true, database });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
  await t.database.close();
});

const mentions = (text: string) => (events: unknown[]) => events.some((event) => JSON.stringify(event).includes(text));

/** Events still reachable once the turns in flight have run and the heap has been collected. */
async function eventsStillHeld(messageIds: string[]) {
  await collectGarbageAfterThisTurn();
  return deliveredEvents.filter(({ messageId, event }) => messageIds.includes(messageId as string) && event.deref() !== undefined).length;
}

describe('an event delivered to every socket', () => {
  it('is not kept once its deliveries are sent, with the documents the dashboard and the widget open', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
    const clientThreadId = randomUUID();
    const threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Hello', clientThreadId)).thread.id);

    const dashboard = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
    const feeds = [
      collect(dashboard, inboxEventsDocument.params.text!, { organizationId }),
      collect(dashboard, threadEventsDocument.params.text!, { threadId }),
      collect(socketFor(t.app, { visitorToken: visitor.token }, sockets), visitorEventsDocument.params.text!),
    ];
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    await listening(t.app, 'thread:event', databaseId(threadId));
    await listening(t.app, 'visitor:event', databaseId(visitor.id));

    const question = await sendVisitorMessage(visitor, 'Do you ship abroad?', clientThreadId);
    const answer = await sendOperatorMessage(owner, threadId, 'We ship to 40 countries.');
    await Promise.all(feeds.map((feed) => feed.until(mentions('We ship to 40 countries.'))));
    await Promise.all(feeds.slice(0, 2).map((feed) => feed.until(mentions('Do you ship abroad?'))));

    const messageIds = [question.message.id, answer.message.id].map(databaseId);
    expect(deliveredEvents.filter(({ messageId }) => messageIds.includes(messageId as string)).length).toBeGreaterThan(0);
    expect(await eventsStillHeld(messageIds)).toBe(0);
  });
});
