import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../generated/prisma/client';

export type SupportRequest = {
  organizationId: string;
  widgetId: string;
  name: string;
  email: string;
  message: string;
};

const previewLength = 140;
/** Two requests racing for the same next contact number: the loser retries with the number after. */
const attempts = 5;

/**
 * Opens a thread in the organization's inbox on behalf of someone who wrote through a form: their contact
 * (reused when the address already wrote before), the thread and its first message, all or nothing.
 */
export async function openSupportThread(prisma: PrismaClient, request: SupportRequest): Promise<{ threadId: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prisma.$transaction((tx) => createThread(tx, request));
    } catch (error) {
      if (attempt < attempts && isContactNumberConflict(error)) continue;
      throw error;
    }
  }
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
      status: 'OPEN',
      preview: message.slice(0, previewLength),
      lastSeq: 1,
      lastMessageAt: now,
    },
  });
  await tx.message.create({
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
  return { threadId: thread.id };
}

async function nextContactNumber(tx: Prisma.TransactionClient, organizationId: string): Promise<number> {
  const { _max } = await tx.contact.aggregate({ where: { organizationId }, _max: { number: true } });
  return (_max.number ?? 0) + 1;
}

function isContactNumberConflict(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  // Driver adapters report the violated index by name: Contact_organizationId_number_key.
  return JSON.stringify(error.meta ?? {}).includes('organizationId_number');
}
