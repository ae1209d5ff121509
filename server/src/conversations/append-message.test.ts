import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';
import { appendMessage } from './append-message';

let database: Database;
const ids = { organization: '', contact: '', operator: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  const prisma = database.prisma;
  const organization = await prisma.organization.create({ data: { name: 'Acme', slug: 'acme' } });
  const widget = await prisma.widget.create({ data: { organizationId: organization.id, name: 'Site', clientId: 'acme-site', identitySecret: 'secret' } });
  const contact = await prisma.contact.create({ data: { organizationId: organization.id, widgetId: widget.id, number: 1, name: 'Vera' } });
  const operator = await prisma.user.create({ data: { email: 'ada@acme.example', name: 'Ada', passwordHash: 'x' } });
  await prisma.membership.create({ data: { userId: operator.id, organizationId: organization.id, role: 'AGENT' } });
  Object.assign(ids, { organization: organization.id, contact: contact.id, operator: operator.id });
}, 60_000);

afterAll(async () => {
  await database.close();
});

/** The thread and the message as the ORM reads them back. */
async function stored(threadId: string, messageId: string) {
  const [thread, message] = await Promise.all([database.prisma.thread.findUniqueOrThrow({ where: { id: threadId } }), database.prisma.message.findUniqueOrThrow({ where: { id: messageId } })]);
  return { thread, message };
}

describe('a stored message', () => {
  it('answers the thread and the message as the ORM reads them, for a new thread and for a reply that takes it on', async () => {
    const opened = await appendMessage(database, { visitorThread: { contactId: ids.contact, clientThreadId: 'first' }, authorKind: 'CONTACT', authorContactId: ids.contact, kind: 'MESSAGE', body: 'Hello?', clientMessageId: 'v1' });
    expect(opened).toMatchObject({ created: true, threadCreated: true, assignedOnReply: false });
    expect({ thread: opened.thread, message: opened.message }).toEqual(await stored(opened.thread.id, opened.message.id));
    expect(opened.thread.lastMessageAt).toBeInstanceOf(Date);

    const reply = await appendMessage(database, { threadId: opened.thread.id, authorKind: 'OPERATOR', authorUserId: ids.operator, kind: 'MESSAGE', body: 'Hi Vera', clientMessageId: 'o1' });
    expect(reply).toMatchObject({ created: true, threadCreated: false, assignedOnReply: true });
    expect({ thread: reply.thread, message: reply.message }).toEqual(await stored(opened.thread.id, reply.message.id));
    expect(reply.thread).toMatchObject({ assigneeId: ids.operator, firstResponderId: ids.operator, lastSeq: 2, awaitingReplySince: null });
  });

  it('is stored once when sent again with the same id, and the second call gets the stored one', async () => {
    const message = { visitorThread: { contactId: ids.contact, clientThreadId: 'second' }, authorKind: 'CONTACT', authorContactId: ids.contact, kind: 'MESSAGE', body: 'Twice', clientMessageId: 'v2' } as const;
    const first = await appendMessage(database, message);
    const again = await appendMessage(database, message);
    expect(again).toMatchObject({ created: false, message: { id: first.message.id, seq: 1 } });
    expect(await database.prisma.message.count({ where: { threadId: first.thread.id } })).toBe(1);
  });
});
