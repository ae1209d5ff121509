import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { TestClient } from '../../test-support/graphql-client';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';

// A visitor connected to one instance and an operator to another, on one PostgreSQL and one Redis.
requireRedisUrl();
let database: Database;
let visitorSide: TestApp;
let operatorSide: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() });
  visitorSide = await startTestApp({ database, listen: true });
  operatorSide = await startTestApp({ database, listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await visitorSide.close();
  await operatorSide.close();
  await database.close();
});

describe('conversations across instances', () => {
  it('exchange messages in realtime between a visitor on one instance and an operator on another', async () => {
    const operator = operatorSide.client();
    const { organizationId } = await ownerWithOrganization(operator, operatorSide.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(visitorSide, widget.clientId);

    const inbox = collect<any>(socketFor(operatorSide.app, { cookie: operator.cookieHeader() }, sockets), `subscription($id: ID!) {
      inboxEvents(organizationId: $id) { kind message { body seq } }
    }`, { id: organizationId });
    const visitorFeed = collect<any>(socketFor(visitorSide.app, { visitorToken: visitor.token }, sockets), `subscription { visitorEvents { kind message { body seq fromVisitor } } }`);
    await listening(operatorSide.app, 'inbox:event', databaseId(organizationId));
    await listening(visitorSide.app, 'visitor:event', databaseId(visitor.id));

    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'Hello from instance one', clientThreadId);
    await inbox.until((events) => events.some((event) => event.inboxEvents.kind === 'THREAD_CREATED'));
    expect(inbox.events.find((event) => event.inboxEvents.kind === 'THREAD_CREATED').inboxEvents.message).toEqual({ body: 'Hello from instance one', seq: 1 });

    const threadId = operatorThreadId(opening.thread.id);
    // Sends interleaved from both instances get one stable order.
    await Promise.all([
      ...[1, 2, 3].map((index) => sendOperatorMessage(operator, threadId, `team ${index}`)),
      ...[1, 2, 3].map((index) => sendVisitorMessage(visitor, `visitor ${index}`, clientThreadId)),
    ]);
    const added = () => visitorFeed.events.filter((event) => event.visitorEvents.kind === 'MESSAGE_ADDED').map((event) => event.visitorEvents.message);
    await visitorFeed.until(() => added().length === 7);
    expect(added().map((message) => message.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // The same session token works on either instance, and both read the same history.
    const onOperatorSide = new TestClient(operatorSide.app, { authorization: `Bearer ${visitor.token}` });
    const history = async (client: TestClient) =>
      (await client.data(`query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 50) { edges { node { seq body } } } } } }`, { id: clientThreadId })).visitor.thread.messages.edges;
    expect(await history(onOperatorSide)).toEqual(await history(visitor.client));
    expect((await history(visitor.client)).map((edge: any) => edge.node.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
