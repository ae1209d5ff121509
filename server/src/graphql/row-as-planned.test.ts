import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase } from '../db/test-database';
import type { Message, Thread } from '../generated/prisma/client';
import { inDelivery } from '../realtime/deliveries';
import { messageAsPlanned, threadAsPlanned } from './row-as-planned';

let statements = 0;
let t: TestApp;
let threadId: string;
let messageId: string;

beforeAll(async () => {
  const database = await createTestDatabase({ recordQueries: () => void statements++ });
  t = await startTestApp({ database });
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
  const sent = await sendVisitorMessage(visitor, 'Do you ship to Norway?', randomUUID());
  threadId = databaseId(sent.thread.id);
  messageId = databaseId(sent.message.id);
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

/** What `run` gave, and how many statements reached the database meanwhile. */
async function counted<T>(run: () => T | Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statements;
  const result = await run();
  return { result, statements: statements - before };
}

/** The message and its thread as a delivery of the message's event reads them. */
async function delivered(): Promise<{ message: Message; thread: Thread }> {
  const event = { messageId, threadId };
  return inDelivery(event, async () => ({
    message: (await t.database.prisma.message.findUnique({ where: { id: messageId } }))!,
    thread: (await t.database.prisma.thread.findUnique({ where: { id: threadId } }))!,
  }));
}

const inboxThread = { include: { contact: true, readStates: { select: { userId: true, contactId: true, lastReadSeq: true } } } };
const widgetMessage = { include: { authorUser: { select: { avatarSmallKey: true } }, organization: { select: { name: true, answerBotName: true } } } };

describe('a row a field already holds, as the row of its planned query', () => {
  it('is the delivered row itself, read no more, when the delivery selection gives what the query asks', async () => {
    const { message, thread } = await delivered();
    const asThread = await counted(() => threadAsPlanned(t.database.prisma, thread, inboxThread));
    expect(asThread).toEqual({ result: thread, statements: 0 });
    expect(asThread.result).toBe(thread);
    const asMessage = await counted(() => messageAsPlanned(t.database.prisma, message, widgetMessage));
    expect(asMessage.result).toBe(message);
    expect(asMessage.statements).toBe(0);
  });

  it('is read again with the query when the row was read without it', async () => {
    const bare = (await t.database.prisma.thread.findUnique({ where: { id: threadId } }))!;
    expect(bare).not.toHaveProperty('contact');
    const { result, statements: reads } = await counted(() => threadAsPlanned(t.database.prisma, bare, inboxThread));
    expect(reads).toBeGreaterThan(0);
    expect(result).toMatchObject({ id: threadId, contact: { id: bare.contactId }, readStates: expect.arrayContaining([expect.objectContaining({ contactId: bare.contactId })]) });
  });

  it('is read again when the query asks for more than the delivery selection gives', async () => {
    const { thread, message } = await delivered();
    const allMessages = await counted(() => threadAsPlanned(t.database.prisma, thread, { include: { messages: { orderBy: { seq: 'asc' } } } }));
    expect(allMessages.statements).toBeGreaterThan(0);
    expect((allMessages.result as Thread & { messages: Message[] }).messages.map((each) => each.body)).toEqual(['Do you ship to Norway?']);
    const otherOrder = await counted(() => messageAsPlanned(t.database.prisma, message, { include: { attachments: { orderBy: { createdAt: 'desc' } } } }));
    expect(otherOrder.result).not.toBe(message);
    expect(otherOrder.statements).toBeGreaterThan(0);
  });
});
