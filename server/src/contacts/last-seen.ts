import type { PrismaClient } from '../generated/prisma/client';

/** A contact's last-seen time is written at most this often, so an open chat costs one small write a minute. */
export const lastSeenPrecisionMs = 60 * 1000;

/** A last-seen time stored before this is stale: the next sign of the visitor writes it again. */
export function lastSeenStaleBefore(now: Date): Date {
  return new Date(now.getTime() - lastSeenPrecisionMs);
}

/**
 * Records that the visitor is here now (the chat is open): one conditional update that writes only when the stored
 * time is over a minute old, so heartbeats from several tabs cost a lookup and no write in between.
 */
export async function touchContactLastSeen(prisma: PrismaClient, contactId: string, now = new Date()): Promise<boolean> {
  const { count } = await prisma.contact.updateMany({
    where: { id: contactId, lastSeenAt: { lt: lastSeenStaleBefore(now) } },
    data: { lastSeenAt: now },
  });
  return count > 0;
}
