import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * After sign-in, sign-up, sign-out and membership changes every cached answer may belong to someone
 * else's view: point `viewer` at the new user (or nothing) and mark the rest stale, so each screen
 * refetches when it next mounts.
 */
export function replaceViewer(store: RecordSourceSelectorProxy, user: RecordProxy | null) {
  const root = store.getRoot();
  if (user) root.setLinkedRecord(user, 'viewer');
  else root.setValue(null, 'viewer');
  store.invalidateStore();
}
