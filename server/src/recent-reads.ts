/**
 * Values read from the database, trusted for `trustedForMs` after their read, at most `remembered` of them (the
 * least recently kept are dropped first). What changes them drops them, one by one or all at once. `now` is the
 * clock the trust is measured on: the app's own where what was read depends on the app's time.
 */
export function recentReads<V>({ trustedForMs, remembered, now = () => Date.now() }: { trustedForMs: number; remembered: number; now?: () => number }) {
  type Entry = { value: V; readAt: number };
  const entries = new Map<string, Entry>();
  /** Within the trusted time (and not after it, on a clock set back). */
  const isFresh = (entry: Entry) => {
    const age = now() - entry.readAt;
    return age >= 0 && age < trustedForMs;
  };
  return {
    /** The value read for this key within the trusted time, if any. */
    fresh(key: string): V | undefined {
      const entry = entries.get(key);
      return entry && isFresh(entry) ? entry.value : undefined;
    },
    keep(key: string, value: V) {
      // Re-inserted at the end, so the first entry is always the oldest: past their time or beyond the count, entries
      // are dropped from the front as new ones come. No timer drops them: a timer holds the async context it was set
      // in (a request's, or a delivery's with the event and every run made for it) until it fires.
      entries.delete(key);
      entries.set(key, { value, readAt: now() });
      for (const [oldest, entry] of entries) {
        if (entries.size <= remembered && isFresh(entry)) break;
        entries.delete(oldest);
      }
    },
    dropWhere(matches: (value: V) => boolean) {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    drop: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
