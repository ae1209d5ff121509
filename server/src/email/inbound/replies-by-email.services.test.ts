import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId } from '../../../test-support/accounts';
import { collect, listening, socketFor } from '../../../test-support/conversations';
import { deliver, emailedConversation, messagesOf } from '../../../test-support/replies-by-email';
import { requirePostgresServerUrl, requireRedisUrl } from '../../../test-support/services';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';

// Two instances on one PostgreSQL and one Redis, each with its own mail listener (as behind several MX records).
requireRedisUrl();
const env = { INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: 'reply.parley.test' };
let database: Database;
let first: TestApp;
let second: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() });
  first = await startTestApp({ database, listen: true, env });
  second = await startTestApp({ database, listen: true, env });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await first.close();
  await second.close();
  await database.close();
});

describe('replies by email across instances', () => {
  it('stores an email delivered to both instances once, and the operator on the other instance sees it live', async () => {
    const conversation = await emailedConversation(first);
    const inbox = collect<any>(socketFor(first.app, { cookie: conversation.owner.cookieHeader() }, sockets), `subscription($id: ID!) {
      inboxEvents(organizationId: $id) { kind message { body channel } }
    }`, { id: conversation.organizationId });
    await listening(first.app, 'inbox:event', databaseId(conversation.organizationId));

    const email = { from: conversation.visitorEmail, to: conversation.replyTo, messageId: `<${randomUUID()}@mail.example>`, text: 'Sent once, delivered twice.' };
    const deliveries = await Promise.all([deliver(second, email), deliver(first, email), deliver(second, email)]);
    for (const sent of deliveries) expect(sent.accepted).toEqual([conversation.replyTo]);

    await inbox.until((events) => events.some((event) => event.inboxEvents.kind === 'MESSAGE_ADDED' && event.inboxEvents.message.channel === 'EMAIL'));
    const replies = (await messagesOf(conversation.owner, conversation.threadId)).filter((message) => message.channel === 'EMAIL');
    expect(replies.map((message) => message.body)).toEqual(['Sent once, delivered twice.']);
  });
});
