import { useSyncExternalStore } from 'react';
import { isWebAddress } from '../../../../client/src/lib/webAddress';
import type { HostPage, HostState, VisitorIdentity, VisitorMetadata } from '../../shared/messages';

/** The page, with the origin the browser vouched for (the loader's hello), which the page itself can't make up. */
export type EmbeddingPage = HostPage & { origin?: string };

/** What the customer's page (or, opened directly, the app's own window) says about the visitor and the panel. */
export type HostSnapshot = {
  /** False until the page's first state arrives: the session waits for it to record the right page. */
  received: boolean;
  open: boolean;
  page?: EmbeddingPage;
  identity?: VisitorIdentity;
  metadata: VisitorMetadata;
};

const identityFields = ['userId', 'email', 'name', 'userHash', 'token'] as const;
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

// The page is another party: keep only the fields and value types we know, whatever it sends.
function toIdentity(input: unknown): VisitorIdentity | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const source = input as Record<string, unknown>;
  const identity: VisitorIdentity = {};
  for (const field of identityFields) if (typeof source[field] === 'string') identity[field] = source[field];
  return identity;
}

function toMetadata(input: unknown): VisitorMetadata {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>);
  // null stays: it removes that attribute from the contact.
  return Object.fromEntries(entries.filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))) as VisitorMetadata;
}

/** The server takes only http(s) addresses for the page and referrer: a `file:` page or an app's referrer is left out, not refused. */
const webAddress = (value: unknown) => {
  const address = text(value, 2000);
  return isWebAddress(address) ? address : '';
};

function toPage(input: unknown, origin: string | undefined): EmbeddingPage {
  const source = (input ?? {}) as Record<string, unknown>;
  return { url: webAddress(source.url), referrer: webAddress(source.referrer), language: text(source.language, 35), ...(origin && { origin }) };
}

export function createHostStateStore() {
  let snapshot: HostSnapshot = { received: false, open: false, metadata: {} };
  const subscribers = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe(notify: () => void) {
      subscribers.add(notify);
      return () => void subscribers.delete(notify);
    },
    /** `origin` is where the state came from, as the browser reported it. */
    receive(input: Partial<Record<keyof HostState, unknown>>, origin?: string) {
      const next = { received: true, open: input.open === true, page: toPage(input.page, origin), identity: toIdentity(input.identity), metadata: toMetadata(input.metadata) };
      // Single-page sites report every history change, most of them changing nothing the app uses.
      if (JSON.stringify(next) === JSON.stringify(snapshot)) return;
      snapshot = next;
      subscribers.forEach((notify) => notify());
    },
  };
}

export type HostStateStore = ReturnType<typeof createHostStateStore>;

export function useHostState(store: HostStateStore): HostSnapshot {
  return useSyncExternalStore(store.subscribe, store.get);
}
