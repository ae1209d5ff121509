/**
 * Values read from the database, trusted for `trustedForMs` after their read, at most `remembered` of them (the
 * least recently kept are dropped first). What changes them drops them, one by one or all at once. `now` is the
 * clock the trust is measured on: the app's own where what was read depends on the app's time.
 */
export function recentReads<V>({ trustedForMs, remembered, now = Date.now }: { trustedForMs: number; remembered: number; now?: () => number }) {
  const entries = new Map<string, { value: V; readAt: number }>();
  return {
    /** The value read for this key within the trusted time (and not after it, on a clock set back), if any. */
    fresh(key: string): V | undefined {
      const entry = entries.get(key);
      const age = entry ? now() - entry.readAt : -1;
      return entry && age >= 0 && age < trustedForMs ? entry.value : undefined;
    },
    keep(key: string, value: V) {
      // Re-inserted at the end, so the first entry is always the oldest one to drop.
      entries.delete(key);
      entries.set(key, { value, readAt: now() });
      if (entries.size > remembered) entries.delete(entries.keys().next().value!);
    },
    dropWhere(matches: (value: V) => boolean) {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    drop: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
