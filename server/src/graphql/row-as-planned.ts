import type { Message, Prisma, PrismaClient, Thread } from '../generated/prisma/client';
import { deliveryRowCovers } from '../realtime/delivery-rows';

/**
 * A thread or message a field already holds (an event's, a payload's), returned as the row of the field's planned
 * query, so that the fields under it resolve from that row. A field that returned the bare row would leave each of
 * them to the ORM plugin's per-request loader: on every delivery, plans, batches and promises of its own, held in weak
 * maps whose values young collections keep alive, so that each message left them in the old generation (see
 * docs/scaling.md). A row read with the delivery selection that covers the query is that row already; any other is
 * read again with the query (during a delivery, from the event's shared read).
 */
export function threadAsPlanned(prisma: PrismaClient, thread: Thread, query: Omit<Prisma.ThreadFindUniqueArgs, 'where'>): Thread | Promise<Thread> {
  if (deliveryRowCovers('Thread', thread, query)) return thread;
  return prisma.thread.findUniqueOrThrow({ ...query, where: { id: thread.id } });
}

/** The same for a message. */
export function messageAsPlanned(prisma: PrismaClient, message: Message, query: Omit<Prisma.MessageFindUniqueArgs, 'where'>): Message | Promise<Message> {
  if (deliveryRowCovers('Message', message, query)) return message;
  return prisma.message.findUniqueOrThrow({ ...query, where: { id: message.id } });
}
