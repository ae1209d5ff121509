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
  const read: Read = { startedAt: readStarts(), counts: unreadThreadCountsByMember(prisma, organizationId) };
  latestReads.set(organizationId, read);
  const forget = () => {
    if (latestReads.get(organizationId) === read) latestReads.delete(organizationId);
  };
  read.counts.then(() => setTimeout(forget, keptForMs).unref(), forget);
  return read.counts;
}
