import type { AppMessage, HostMessage } from '../../shared/messages';
import type { VisitorProfileStore } from './visitor-profile';

export type ParentChannel = {
  /** True inside the loader's iframe, false when the chat is opened as a page of its own. */
  embedded: boolean;
  /** Asks the loader to close the panel (Escape inside the frame does the same). */
  requestClose(): void;
};

/**
 * Talks to the loader on the customer's page. The app can't know that page's origin up front, so it waits for the
 * loader's hello, which must come from the parent window, and from then on only posts to and listens to that origin.
 */
export function connectToParent(self: Window, profile: VisitorProfileStore): ParentChannel {
  const embedded = self.parent !== self;
  let parentOrigin: string | null = null;

  const post = (message: AppMessage) => {
    if (parentOrigin) self.parent.postMessage(message, parentOrigin);
  };
  const requestClose = () => post({ type: 'parley:close' });

  self.addEventListener('message', ({ source, origin, data }: MessageEvent<HostMessage>) => {
    if (!embedded || source !== self.parent) return;
    // An opaque origin ("null", e.g. a file:// page) can't be addressed, so such a parent is never answered.
    if (data?.type === 'parley:hello' && origin !== 'null') {
      parentOrigin = origin;
      post({ type: 'parley:ready' });
    } else if (origin === parentOrigin && data?.type === 'parley:identify') {
      profile.identify(data.identity);
    } else if (origin === parentOrigin && data?.type === 'parley:metadata') {
      profile.setMetadata(data.metadata);
    }
  });
  self.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') requestClose();
  });

  return { embedded, requestClose };
}
