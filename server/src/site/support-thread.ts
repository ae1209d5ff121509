import { randomUUID } from 'node:crypto';
import { previewOf } from '../conversations/append-message';
import { nextContactNumber } from '../conversations/contacts';
import type { Message, Prisma, PrismaClient, Thread } from '../generated/prisma/client';

export type SupportRequest = {
  organizationId: string;
  widgetId: string;
  name: string;
  email: string;
  message: string;
};

/**
 * Opens a thread in the organization's inbox on behalf of someone who wrote through a form: their contact
 * (reused when the address already wrote before), the thread and its first message, all or nothing.
 */
export function openSupportThread(prisma: PrismaClient, request: SupportRequest): Promise<{ thread: Thread; message: Message }> {
  return prisma.$transaction((tx) => createThread(tx, request));
}

async function createThread(tx: Prisma.TransactionClient, { organizationId, widgetId, name, email, message }: SupportRequest) {
  const now = new Date();
  const known = await tx.contact.findFirst({ where: { organizationId, email }, orderBy: { firstSeenAt: 'asc' } });
  const contact = known
    ? await tx.contact.update({ where: { id: known.id }, data: { name: known.name ?? name, lastSeenAt: now } })
    : await tx.contact.create({ data: { organizationId, widgetId, email, name, number: await nextContactNumber(tx, organizationId) } });
  const thread = await tx.thread.create({
    data: {
      organizationId,
      widgetId,
      contactId: contact.id,
      clientThreadId: randomUUID(),
      status: 'OPEN',
      preview: previewOf(message),
      lastSeq: 1,
      lastMessageAt: now,
    },
  });
  const first = await tx.message.create({
    data: {
      organizationId,
      threadId: thread.id,
      authorKind: 'CONTACT',
      authorContactId: contact.id,
      kind: 'MESSAGE',
      body: message,
      seq: 1,
      clientMessageId: randomUUID(),
      createdAt: now,
    },
  });
  return { thread, message: first };
}
