import type { PrismaClient } from '../generated/prisma/client';
import { readStarts } from '../realtime/arrivals';
import { unreadThreadCountsByMember, type UnreadCounts } from './unread-threads';

type Read = { startedAt: number; counts: Promise<UnreadCounts> };

/** How long a finished read is kept for events that arrived before it started and are delivered late. */
const keptForMs = 1_000;

const latestReads = new Map<string, Read>();

/**
 * Every member's unread count as of a moment after `since` (an event's arrival): one read serves every event of the
 * organization that arrived before it started. A busy inbox's events wait their turn on the event loop, and those
 * that waited together then share one read instead of each making its own.
 */
export function unreadCountsAfter(prisma: PrismaClient, organizationId: string, since: number): Promise<UnreadCounts> {
  const latest = latestReads.get(organizationId);
  if (latest && latest.startedAt > since) return latest.counts;
  return remember(organizationId, { startedAt: readStarts(), counts: unreadThreadCountsByMember(prisma, organizationId) });
}

/**
 * Counts another read brought along (the delivery read of a message carries its organization's counts), read by a
 * statement that started at `startedAt` (see readStarts): they serve every event that arrived before then, as if
 * unreadCountsAfter had read them, unless a later read is already kept.
 */
export function offerUnreadCounts(organizationId: string, startedAt: number, counts: UnreadCounts): void {
  const latest = latestReads.get(organizationId);
  if (latest && latest.startedAt >= startedAt) return;
  void remember(organizationId, { startedAt, counts: Promise.resolve(counts) });
}

function remember(organizationId: string, read: Read): Promise<UnreadCounts> {
  latestReads.set(organizationId, read);
  const forget = () => {
    if (latestReads.get(organizationId) === read) latestReads.delete(organizationId);
  };
  read.counts.then(() => setTimeout(forget, keptForMs).unref(), forget);
  return read.counts;
}
