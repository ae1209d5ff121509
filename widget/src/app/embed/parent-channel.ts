import type { AppMessage, Appearance, ChatMessage, HelpRequest, HostMessage } from '../../shared/messages';
import { createStore, type Store } from '../store';
import type { HostStateStore } from './host-state';

/** A page's request to show an article or a search; `sequence` tells two equal requests apart. */
export type HelpRequestEntry = HelpRequest & { sequence: number };

/** The loader says hello as soon as the frame has loaded; this long without it means there is no loader. */
const loaderWaitMs = 3000;

export type ParentChannel = {
  /** True inside the loader's iframe, false when the chat is opened as a page of its own. */
  embedded: boolean;
  /** Asks the loader to close the panel (Escape inside the frame does the same). */
  requestClose(): void;
  /** The launcher's badge: the team's messages the visitor hasn't read. */
  reportUnread(count: number): void;
  /** The widget's look, for the launcher. */
  reportAppearance(appearance: Appearance): void;
  /** The chat can't be used on this page: the loader draws no launcher. */
  reportUnavailable(): void;
  /** A new message arrived live: the page's `on('message')` callbacks hear of it, and the launcher may chime. */
  reportMessage(message: ChatMessage): void;
  /** Whether the launcher should hide while the team is away. */
  reportLauncherHidden(hidden: boolean): void;
  /** Whether a new message's preview shows beside the closed launcher (drawn in this frame, which the loader shows). */
  reportPeek(shown: boolean): void;
  /** Opens the panel, as a click on the launcher does (from the message's preview). */
  requestOpen(): void;
  /** The page's latest `Parley('openArticle' | 'search', …)`, null before any. */
  helpRequests: Pick<Store<HelpRequestEntry | null>, 'get' | 'subscribe'>;
};

const shortText = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/**
 * Talks to the loader on the customer's page. The app can't know that page's origin up front, so it waits for the
 * loader's hello, which must come from the parent window, and from then on only posts to and listens to that origin.
 * Opened directly, there is no loader: the app's own window is the page and the chat is always in view.
 */
export function connectToParent(self: Window, host: HostStateStore): ParentChannel {
  const embedded = self.parent !== self;
  let parentOrigin: string | null = null;
  let reportedUnread = 0;
  /** The last appearance (or unavailability) reported, for a loader that says hello after it. */
  let look: AppMessage | undefined;
  let launcherHidden = false;
  let peek = false;
  const helpRequests = createStore<HelpRequestEntry | null>(null);

  const post = (message: AppMessage) => {
    if (parentOrigin) self.parent.postMessage(message, parentOrigin);
  };
  const requestClose = () => post({ type: 'parley:close' });

  const showOwnPage = () =>
    host.receive({ open: true, page: { url: self.location.href, referrer: self.document.referrer, language: self.navigator.language } }, self.location.origin);
  if (!embedded) showOwnPage();
  // Framed by a page without the loader (a chat link inside someone's iframe): no state will come, and the chat is
  // all there is to see.
  const noLoader = embedded ? setTimeout(() => !host.get().received && showOwnPage(), loaderWaitMs) : undefined;
  self.addEventListener('message', ({ source, origin, data }: MessageEvent<HostMessage>) => {
    if (!embedded || source !== self.parent) return;
    // An opaque origin ("null", e.g. a file:// page) can't be addressed, so such a parent is never answered.
    if (data?.type === 'parley:hello' && origin !== 'null') {
      clearTimeout(noLoader);
      parentOrigin = origin;
      post({ type: 'parley:ready' });
      // The hello may come after the app already knew these, and a reloaded loader starts without them.
      if (look) post(look);
      if (reportedUnread) post({ type: 'parley:unread', count: reportedUnread });
      if (launcherHidden || peek) post({ type: 'parley:launcher', hidden: launcherHidden, peek });
    } else if (origin === parentOrigin && data?.type === 'parley:state' && data.state && typeof data.state === 'object') {
      host.receive(data.state, parentOrigin);
    } else if (origin === parentOrigin && data?.type === 'parley:show') {
      // The page is another party: only short strings go on, never anything else it put in the message.
      const request = { article: shortText(data.article, 200), search: shortText(data.search, 200) };
      if (request.article || request.search) helpRequests.set({ ...request, sequence: (helpRequests.get()?.sequence ?? 0) + 1 });
    }
  });
  self.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') requestClose();
  });

  return {
    embedded,
    requestClose,
    helpRequests,
    reportUnread(count) {
      if (count === reportedUnread) return;
      reportedUnread = count;
      post({ type: 'parley:unread', count });
    },
    reportAppearance(appearance) {
      look = { type: 'parley:appearance', appearance };
      post(look);
    },
    reportUnavailable() {
      look = { type: 'parley:unavailable' };
      post(look);
    },
    reportMessage: (message) => post({ type: 'parley:message', message }),
    reportLauncherHidden(hidden) {
      if (hidden === launcherHidden) return;
      launcherHidden = hidden;
      post({ type: 'parley:launcher', hidden, peek });
    },
    reportPeek(shown) {
      if (shown === peek) return;
      peek = shown;
      post({ type: 'parley:launcher', hidden: launcherHidden, peek });
    },
    requestOpen() {
      peek = false;
      post({ type: 'parley:launcher', hidden: launcherHidden, peek, open: true });
    },
  };
}
