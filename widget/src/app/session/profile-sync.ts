import type { HostPage, VisitorIdentity, VisitorMetadata } from '../../shared/messages';
import type { HostStateStore } from '../embed/host-state';
import { createStore } from '../store';
import type { VisitorSession } from './visitor-session';

type Options = {
  host: HostStateStore;
  session: VisitorSession;
  /** Resolves with the visitor's contact id, or null when the server refused the identity. */
  identify(identity: VisitorIdentity): Promise<string | null>;
  setMetadata(metadata: VisitorMetadata): Promise<void>;
  updatePage(page: HostPage): Promise<void>;
  /** Identifying moved the session to another contact (the one holding the visitor's account). */
  onVisitorChanged(): void;
};

const hasIdentity = (identity: VisitorIdentity | undefined) => Boolean(identity?.userId || identity?.email || identity?.name || identity?.token);

/**
 * Keeps the visitor's contact in step with what the page says: identity, metadata and current page, each sent once per
 * change, after the session is ready. A failed request is sent again on the next change or `retry()` (reconnection).
 */
export function createProfileSync({ host, session, identify, setMetadata, updatePage, onVisitorChanged }: Options) {
  /** The page's identify was refused (a wrong or missing hash with identity verification on). */
  const identityRefused = createStore(false);
  let syncedVisitor: string | null = null;
  let sentIdentity = '{}';
  let sentMetadata = '{}';
  let sentPage: string | undefined;
  let running = false;
  let again = false;

  const syncOnce = async () => {
    const { visitorId } = session.get();
    if (!visitorId) return;
    if (visitorId !== syncedVisitor) {
      // A new session (or a renewed one) knows nothing yet but the page it was started with.
      syncedVisitor = visitorId;
      sentIdentity = sentMetadata = '{}';
      sentPage = session.startedPage()?.url;
    }
    const { identity, metadata, page } = host.get();
    const identityKey = JSON.stringify(identity ?? {});
    if (hasIdentity(identity) && identityKey !== sentIdentity) {
      const identified = await identify(identity!);
      sentIdentity = identityKey;
      identityRefused.set(identified === null);
      if (identified && identified !== session.get().visitorId) {
        syncedVisitor = identified;
        session.setVisitorId(identified);
        onVisitorChanged();
      }
    }
    const metadataKey = JSON.stringify(metadata);
    if (metadataKey !== sentMetadata) {
      await setMetadata(metadata);
      sentMetadata = metadataKey;
    }
    if (page?.url && page.url !== sentPage) {
      await updatePage(page);
      sentPage = page.url;
    }
  };

  const sync = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await syncOnce();
      } while (again);
    } catch {
      // Unreachable server: what wasn't sent stays unsent and goes with the next retry.
    } finally {
      running = false;
    }
  };

  host.subscribe(() => void sync());
  session.subscribe(() => void sync());
  return { identityRefused, retry: () => void sync() };
}

export type ProfileSync = ReturnType<typeof createProfileSync>;
