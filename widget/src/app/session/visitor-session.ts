import type { EmbeddingPage } from '../embed/host-state';
import { retryDelay, waitToRetry } from '../retry-delay';
import type { StoredValue } from '../storage';
import { createStore } from '../store';

export type StartOutcome =
  /** `token` is null when the server resumed the session whose token the request carried. */
  | { kind: 'started'; token: string | null; visitorId: string }
  /** The widget is unknown or disabled. */
  | { kind: 'unavailable' }
  /** The widget doesn't allow the website it is on. */
  | { kind: 'refused' }
  | { kind: 'retry'; afterMs?: number };

export type SessionSnapshot = { status: 'starting' | 'ready' | 'unavailable' | 'refused'; visitorId: string | null };

type Options = {
  token: StoredValue;
  /** Asks the server to start or resume the session; throws when it can't be reached. */
  start(page: EmbeddingPage | undefined): Promise<StartOutcome>;
};

/**
 * The visitor's session: started (or resumed with the stored token) once, retried until the server answers. The token
 * is shown once by the server, so it is stored before anything else can use the session.
 */
export function createVisitorSession({ token, start }: Options) {
  const state = createStore<SessionSnapshot>({ status: 'starting', visitorId: null });
  let started = false;
  let lastPage: EmbeddingPage | undefined;
  let pendingRetry: { cancel(): void } | undefined;

  const attempt = async (failures: number): Promise<void> => {
    let outcome: StartOutcome;
    try {
      outcome = await start(lastPage);
    } catch {
      outcome = { kind: 'retry' };
    }
    if (outcome.kind === 'started') {
      if (outcome.token) token.write(outcome.token);
      state.set({ status: 'ready', visitorId: outcome.visitorId });
    } else if (outcome.kind === 'unavailable' || outcome.kind === 'refused') {
      state.set({ status: outcome.kind, visitorId: null });
    } else {
      const wait = waitToRetry(outcome.afterMs ?? retryDelay(failures));
      pendingRetry = wait;
      await wait.promise;
      return attempt(failures + 1);
    }
  };

  return {
    ...state,
    token: () => token.read(),
    /** Starts once; later calls do nothing. The page is recorded on the visitor's contact. */
    start(page: EmbeddingPage | undefined) {
      if (started) return;
      started = true;
      lastPage = page;
      void attempt(0);
    },
    /** The page the session was started with: the server already recorded it. */
    startedPage: () => lastPage,
    /** The server no longer knows the token (its contact was removed): start a fresh session. */
    renew() {
      if (state.get().status === 'starting') return;
      token.write(null);
      state.set({ status: 'starting', visitorId: null });
      void attempt(0);
    },
    /**
     * The server closed the live connection because the session lost access (the widget was switched off, say): ask it
     * again with the same token, which resumes the session or says the chat is unavailable.
     */
    recheck() {
      if (state.get().status !== 'ready') return;
      void attempt(0);
    },
    /** Identifying can move the session to the contact that already holds the visitor's account. */
    setVisitorId(visitorId: string) {
      if (state.get().status === 'ready') state.set({ status: 'ready', visitorId });
    },
    dispose: () => pendingRetry?.cancel(),
  };
}

export type VisitorSession = ReturnType<typeof createVisitorSession>;
