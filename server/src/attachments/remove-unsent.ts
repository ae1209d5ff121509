import type { Services } from '../services';

/** How long an upload may wait to be sent with a message before it is removed. */
export const unsentAttachmentLifetimeMs = 24 * 60 * 60 * 1000;

/** At most this many removals per sweep, so one sweep never holds the database for long. */
const batchSize = 500;

/**
 * Removes uploads that no message took within their lifetime: the row, then the stored bytes.
 * Every instance sweeps; the conditional delete lets exactly one of them win each file, and a
 * message that links the file at the same moment wins over the sweep (the row is then no longer unsent).
 */
export async function removeUnsentAttachments(services: Pick<Services, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const prisma = services.db.prisma;
  const cutoff = new Date(now.getTime() - unsentAttachmentLifetimeMs);
  const stale = await prisma.attachment.findMany({
    where: { messageId: null, createdAt: { lt: cutoff } },
    select: { id: true, storageKey: true },
    orderBy: { createdAt: 'asc' },
    take: batchSize,
  });
  let removed = 0;
  for (const attachment of stale) {
    const { count } = await prisma.attachment.deleteMany({ where: { id: attachment.id, messageId: null, createdAt: { lt: cutoff } } });
    if (count === 0) continue;
    // Row first: a crash here leaves unreachable bytes, never a row pointing at missing ones.
    await services.storage.delete(attachment.storageKey);
    removed += 1;
  }
  return removed;
}
