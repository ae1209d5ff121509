import { useSyncExternalStore } from 'react';
import type { VisitorIdentity, VisitorMetadata } from '../../shared/messages';

/** What the customer's page told us about the visitor, kept for the visitor session. */
export type VisitorProfile = { identity?: VisitorIdentity; metadata: VisitorMetadata };

const identityFields = ['userId', 'email', 'name', 'userHash', 'token'] as const;

// The page is another party: keep only the fields and value types we know, whatever it sends.
function toIdentity(input: unknown): VisitorIdentity {
  const source = (input ?? {}) as Record<string, unknown>;
  const identity: VisitorIdentity = {};
  for (const field of identityFields) if (typeof source[field] === 'string') identity[field] = source[field];
  return identity;
}

function toMetadata(input: unknown): VisitorMetadata {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))) as VisitorMetadata;
}

export function createVisitorProfileStore() {
  let profile: VisitorProfile = { metadata: {} };
  const subscribers = new Set<() => void>();
  const update = (next: VisitorProfile) => {
    profile = next;
    subscribers.forEach((notify) => notify());
  };
  return {
    get: () => profile,
    subscribe(notify: () => void) {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    identify: (input: unknown) => update({ ...profile, identity: toIdentity(input) }),
    /** The loader always sends the whole merged metadata, so this replaces rather than merges. */
    setMetadata: (input: unknown) => update({ ...profile, metadata: toMetadata(input) }),
  };
}

export type VisitorProfileStore = ReturnType<typeof createVisitorProfileStore>;

export const visitorProfile = createVisitorProfileStore();

export function useVisitorProfile(store: VisitorProfileStore = visitorProfile): VisitorProfile {
  return useSyncExternalStore(store.subscribe, store.get);
}
