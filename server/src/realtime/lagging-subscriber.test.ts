import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendVisitorMessage, socketClosed, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
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

/** The stalled socket asks for the typist's (long) name, so its network buffers fill quickly; the others only for the kind. */
const withNames = `subscription($id: ID!) { threadEvents(threadId: $id) { kind typing { name } } }`;
const kindsOnly = `subscription($id: ID!) { threadEvents(threadId: $id) { kind } }`;

/** A dashboard socket that subscribes like any other, then stops reading (a frozen tab, a stalled network). */
async function stalledSubscriber(cookie: string, threadId: string) {
  const socket = new WebSocket(`${t.app.url().replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { origin: 'http://localhost:3000', cookie } });
  let received = 0;
  socket.on('message', (data) => {
    if (JSON.parse(String(data)).type === 'next') received += 1;
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: withNames, variables: { id: threadId } } }));
  return { received: () => received, closed, stopReading: () => socket.pause(), resumeReading: () => socket.resume() };
}

describe('a subscriber that falls behind', () => {
  it('is cut off alone while the others keep receiving, and the process lives', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
    const threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Hello', randomUUID())).thread.id);

    const healthy = Array.from({ length: 2 }, () => {
      const socket = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
      let closedWith: number | null = null;
      void socketClosed(socket).then((event) => (closedWith = event.code));
      return { feed: collect<any>(socket, kindsOnly, { id: threadId }), closedWith: () => closedWith };
    });
    const stalled = await stalledSubscriber(owner.cookieHeader(), threadId);
    await listening(t.app, 'thread:event', databaseId(threadId), 3);
    stalled.stopReading();

    // Rounds of events until the server lets go of the stalled subscription (a fallen-behind subscriber stops listening
    // at once). The healthy sockets read each round before the next one is published, as a live dashboard does.
    const key = databaseId(threadId);
    const perRound = 200;
    const name = 'n'.repeat(30_000);
    let published = 0;
    while (t.app.services.pubsub.listenerCount('thread:event', key) === 3) {
      if (published >= 5000) throw new Error(`the stalled subscriber still listens after ${published} events`);
      for (let index = 0; index < perRound; index += 1) {
        t.app.services.pubsub.publish('thread:event', key, { kind: 'TYPING', threadId: key, typing: { isTyping: index % 2 === 0, fromVisitor: true, userId: null, name } });
      }
      published += perRound;
      for (const { feed } of healthy) await feed.until((events) => events.length === published, 20_000);
    }

    stalled.resumeReading();
    expect(await stalled.closed).toBe(1013);
    expect(stalled.received()).toBeLessThan(published);
    for (const { closedWith, feed } of healthy) {
      expect(closedWith()).toBeNull();
      expect(feed.errors).toEqual([]);
    }
    // Everyone else is still served.
    expect((await owner.data(`{ viewer { email } }`)).viewer.email).toMatch(/@example.test$/);
  }, 120_000);
});
