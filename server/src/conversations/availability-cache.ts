import { performance } from 'node:perf_hooks';
import type { PrismaClient } from '../generated/prisma/client';
import type { EventBus, Listening } from '../realtime/event-bus';
import { availabilityOf, type Availability } from './availability';
import { isTeamAvailable } from './presence';

/**
 * How long an organization's availability is reused between the events that change it. Every change that is saved
 * (office hours, away texts, an operator going online or away) and every opening or closing of office hours is
 * published as `availability:changed`, which drops it at once; this bound covers an operator whose browser vanished,
 * whose presence lapses without an event.
 */
const reuseMs = 15_000;
/** Organizations remembered at most; the least recently read are dropped first. */
const kept = 10_000;

/**
 * What visitors' live deliveries tell of the team, read once per organization and instance rather than with every event
 * a visitor receives (it took three queries per visitor event).
 */
export type AvailabilityCache = {
  teamAvailable(organizationId: string): Promise<boolean>;
  availability(organizationId: string): Promise<Availability>;
  stop(): void;
};

type Entry = { readAt: number; listening: Listening; teamAvailable?: Promise<boolean>; availability?: Promise<Availability> };

export function createAvailabilityCache({ prisma, bus }: { prisma: PrismaClient; bus: EventBus }): AvailabilityCache {
  const entries = new Map<string, Entry>();

  const drop = (organizationId: string, entry: Entry) => {
    if (entries.get(organizationId) === entry) entries.delete(organizationId);
    entry.listening.stop();
  };

  const entryOf = (organizationId: string): Entry => {
    const existing = entries.get(organizationId);
    if (existing && performance.now() - existing.readAt < reuseMs) return existing;
    if (existing) drop(organizationId, existing);
    // Listening starts before anything is read, and reads wait until it is ready: a change published from then on
    // drops what they read, even if they read it just before the change committed.
    const entry: Entry = { readAt: performance.now(), listening: bus.listen([['availability:changed', organizationId]], () => drop(organizationId, entry)) };
    entries.set(organizationId, entry);
    if (entries.size > kept) {
      const [oldestId, oldest] = entries.entries().next().value!;
      drop(oldestId, oldest);
    }
    return entry;
  };

  /** A read that failed is not kept. */
  const remembered = <T>(organizationId: string, entry: Entry, read: Promise<T>): Promise<T> => {
    read.catch(() => drop(organizationId, entry));
    return read;
  };

  return {
    teamAvailable(organizationId) {
      const entry = entryOf(organizationId);
      entry.teamAvailable ??= remembered(organizationId, entry, entry.listening.ready.then(() => isTeamAvailable(prisma, organizationId)));
      return entry.teamAvailable;
    },
    availability(organizationId) {
      const entry = entryOf(organizationId);
      entry.availability ??= remembered(organizationId, entry, entry.listening.ready.then(() => availabilityOf(prisma, organizationId)));
      return entry.availability;
    },
    stop() {
      for (const [organizationId, entry] of [...entries]) drop(organizationId, entry);
    },
  };
}
