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

/** For mutations that sign someone in (sign-in, sign-up, password reset): the `user` in their payload becomes the viewer. */
export function replaceViewerWithPayloadUser(store: RecordSourceSelectorProxy, mutationField: string) {
  const user = store.getRootField(mutationField)?.getLinkedRecord('user');
  if (user) replaceViewer(store, user);
}

/** For mutations after which the server treats the payload's `organization` as the viewer's active one. */
export function setActiveOrganizationFromPayload(store: RecordSourceSelectorProxy, mutationField: string) {
  const organization = store.getRootField(mutationField)?.getLinkedRecord('organization');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (organization && viewer) viewer.setLinkedRecord(organization, 'activeOrganization');
}

/** For membership changes: the viewer stays, but what they may see changed, so every screen refetches when it next mounts. */
export function invalidateCachedAnswers(store: RecordSourceSelectorProxy) {
  store.invalidateStore();
}
