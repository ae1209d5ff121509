import type { Notification, Prisma } from '../generated/prisma/client';
import { notificationRecipient } from '../realtime/topics';
import type { Services } from '../services';

type Recipient = { organizationId: string; userId: string };

/**
 * Marks the recipient's own unread notifications in one organization read (all of them, or those `where`
 * narrows to), and tells their open tabs so every bell drops at once. Returns the ones it marked.
 */
export async function markNotificationsRead(services: Services, recipient: Recipient, where: Prisma.NotificationWhereInput = {}): Promise<Notification[]> {
  const { prisma } = services.db;
  const unread = { ...where, organizationId: recipient.organizationId, userId: recipient.userId, readAt: null };
  const changed = await prisma.notification.findMany({ where: unread, select: { id: true } });
  if (changed.length === 0) return [];
  const ids = changed.map((row) => row.id);
  await prisma.notification.updateMany({ where: { id: { in: ids } }, data: { readAt: new Date() } });
  services.pubsub.publish('notification:event', notificationRecipient(recipient.organizationId, recipient.userId), { kind: 'NOTIFICATIONS_READ' });
  return prisma.notification.findMany({ where: { id: { in: ids } } });
}

/** Reading a conversation up to a message reads the reader's mentions up to there: the bell has nothing left to point at. */
export function readMentionsInThread(services: Services, reader: Recipient & { threadId: string }, seq: number): Promise<Notification[]> {
  return markNotificationsRead(services, reader, { threadId: reader.threadId, message: { seq: { lte: seq } } });
}
