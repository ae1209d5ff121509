import { randomUUID } from 'node:crypto';
import type { AuthorKind, MessageKind, PrismaClient } from '../src/generated/prisma/client';

/** A conversation with known timings, written straight to the database so reports can be checked to the second. */
export type SeededThread = {
  createdAt: string;
  /** Seconds after createdAt; the operator's reply is written then too. */
  firstResponseAfter?: number;
  responderId?: string;
  closedAt?: string;
  assigneeId?: string;
  teamId?: string;
  widgetId?: string;
  labelIds?: string[];
  rating?: { score: number; comment?: string; at: string };
  /** Extra messages: seconds after createdAt. */
  extraMessages?: { after: number; authorKind: AuthorKind; kind?: MessageKind; authorUserId?: string }[];
};

export async function seedContact(prisma: PrismaClient, organizationId: string, widgetId: string): Promise<string> {
  const last = await prisma.contact.aggregate({ where: { organizationId }, _max: { number: true } });
  const contact = await prisma.contact.create({ data: { organizationId, widgetId, number: (last._max.number ?? 0) + 1 } });
  return contact.id;
}

/** Writes the thread, the visitor's opening message, the first reply and any extra messages. */
export async function seedThread(prisma: PrismaClient, organizationId: string, widgetId: string, seed: SeededThread): Promise<string> {
  const threadWidgetId = seed.widgetId ?? widgetId;
  const contactId = await seedContact(prisma, organizationId, threadWidgetId);
  const createdAt = new Date(seed.createdAt);
  const at = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000);
  const firstResponseAt = seed.firstResponseAfter === undefined ? null : at(seed.firstResponseAfter);
  const messages: { after: number; authorKind: AuthorKind; kind?: MessageKind; authorUserId?: string }[] = [
    { after: 0, authorKind: 'CONTACT' as const },
    ...(seed.firstResponseAfter === undefined ? [] : [{ after: seed.firstResponseAfter, authorKind: 'OPERATOR' as const, authorUserId: seed.responderId }]),
    ...(seed.extraMessages ?? []),
  ].sort((a, b) => a.after - b.after);
  const thread = await prisma.thread.create({
    data: {
      organizationId,
      widgetId: threadWidgetId,
      contactId,
      clientThreadId: randomUUID(),
      status: seed.closedAt ? 'CLOSED' : 'OPEN',
      createdAt,
      firstResponseAt,
      firstResponderId: firstResponseAt ? seed.responderId : null,
      closedAt: seed.closedAt ? new Date(seed.closedAt) : null,
      assigneeId: seed.assigneeId,
      teamId: seed.teamId,
      lastSeq: messages.length,
      csatRating: seed.rating?.score,
      csatComment: seed.rating?.comment,
      csatSubmittedAt: seed.rating ? new Date(seed.rating.at) : null,
    },
  });
  await prisma.message.createMany({
    data: messages.map((message, index) => ({
      organizationId,
      threadId: thread.id,
      authorKind: message.authorKind,
      authorContactId: message.authorKind === 'CONTACT' ? contactId : null,
      authorUserId: message.authorUserId ?? null,
      kind: message.kind ?? 'MESSAGE',
      body: `message ${index + 1}`,
      clientMessageId: randomUUID(),
      seq: index + 1,
      createdAt: at(message.after),
    })),
  });
  if (seed.labelIds?.length) await prisma.threadLabel.createMany({ data: seed.labelIds.map((labelId) => ({ organizationId, threadId: thread.id, labelId })) });
  return thread.id;
}
