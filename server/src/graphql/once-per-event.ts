import { recentReads } from '../recent-reads';

/**
 * Every subscriber of a topic receives the same event object (one per publish in-process, one per Redis
 * message with the Redis event target), so rows an event names are loaded once per instance and shared by
 * all its subscribers instead of once per socket. The copies of one change published on several topics (see
 * Publication in realtime/topics) share them too, whenever each arrives: the message read for the inbox serves the
 * thread's and the visitor's copies.
 */
const loaded = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * How long a publication's reads serve its copies. They arrive within milliseconds of each other; a copy delivered
 * later (to a socket that lagged) reads again, which is never older than what it would have shared.
 */
const publicationReadsMs = 2_000;

/** Far more publications than an instance delivers in that time: past it, the oldest reads are dropped early. */
const publicationsRemembered = 10_000;

const loadedForPublication = recentReads<Map<string, Promise<unknown>>>({ trustedForMs: publicationReadsMs, remembered: publicationsRemembered });

function readsOf(event: object): Map<string, Promise<unknown>> {
  const publication = (event as { publication?: unknown }).publication;
  if (typeof publication !== 'string') {
    let reads = loaded.get(event);
    if (!reads) loaded.set(event, (reads = new Map()));
    return reads;
  }
  let reads = loadedForPublication.fresh(publication);
  if (!reads) loadedForPublication.keep(publication, (reads = new Map()));
  return reads;
}

export function oncePerEvent<T>(event: object, key: string, load: () => Promise<T>): Promise<T> {
  const reads = readsOf(event);
  if (!reads.has(key)) reads.set(key, load());
  return reads.get(key) as Promise<T>;
}
