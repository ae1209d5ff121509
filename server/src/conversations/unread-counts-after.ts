import type { PrismaClient } from '../generated/prisma/client';
import { readStarts } from '../realtime/arrivals';
import { recentReads } from '../recent-reads';
import { unreadThreadCountsByMember, type UnreadCounts } from './unread-threads';

type Read = { startedAt: number; counts: Promise<UnreadCounts> };

/** How long a read is kept for events that arrived before it started and are delivered late: from its start, then from its end. */
const keptForMs = 1_000;

/** More organizations than have events within that time on one instance: past it, the oldest reads are dropped early. */
const organizationsRemembered = 10_000;

const latestReads = recentReads<Read>({ trustedForMs: keptForMs, remembered: organizationsRemembered });

/**
 * Every member's unread count as of a moment after `since` (an event's arrival): one read serves every event of the
 * organization that arrived before it started. A busy inbox's events wait their turn on the event loop, and those
 * that waited together then share one read instead of each making its own.
 */
export function unreadCountsAfter(prisma: PrismaClient, organizationId: string, since: number): Promise<UnreadCounts> {
  const latest = latestReads.fresh(organizationId);
  if (latest && latest.startedAt > since) return latest.counts;
  return remember(organizationId, { startedAt: readStarts(), counts: unreadThreadCountsByMember(prisma, organizationId) });
}

/**
 * Counts another read brought along (the delivery read of a message carries its organization's counts), read by a
 * statement that started at `startedAt` (see readStarts): they serve every event that arrived before then, as if
 * unreadCountsAfter had read them, unless a later read is already kept.
 */
export function offerUnreadCounts(organizationId: string, startedAt: number, counts: UnreadCounts): void {
  const latest = latestReads.fresh(organizationId);
  if (latest && latest.startedAt >= startedAt) return;
  void remember(organizationId, { startedAt, counts: Promise.resolve(counts) });
}

function remember(organizationId: string, read: Read): Promise<UnreadCounts> {
  latestReads.keep(organizationId, read);
  const isLatest = () => latestReads.fresh(organizationId) === read;
  // Kept again once read, for as long from then; a failed read is not kept.
  void read.counts.then(
    () => {
      if (isLatest()) latestReads.keep(organizationId, read);
    },
    () => {
      if (isLatest()) latestReads.drop(organizationId);
    },
  );
  return read.counts;
}
