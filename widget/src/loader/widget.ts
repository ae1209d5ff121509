import type { AppMessage, HostMessage, VisitorIdentity, VisitorMetadata } from '../shared/messages';
import { launcherLabels } from './labels';
import { markup } from './markup';

export type WidgetEvent = 'ready' | 'open' | 'close' | 'unread';
type Listener = (unreadCount?: number) => void;

export type Widget = {
  open(): void;
  close(): void;
  toggle(): void;
  identify(identity: VisitorIdentity): void;
  /** Merged into what was set before. */
  setMetadata(metadata: VisitorMetadata): void;
  on(event: WidgetEvent, listener: Listener): void;
  shutdown(): void;
};

/** Draws the launcher in a closed shadow root and owns the chat iframe served from `appOrigin`. */
export function createWidget(clientId: string, appOrigin: string): Widget {
  const [openLabel, closeLabel] = launcherLabels(navigator.language);
  const host = document.createElement('parley-widget');
  const root = host.attachShadow({ mode: 'closed' });
  root.innerHTML = markup;
  const panel = root.querySelector('div')!;
  const launcher = root.querySelector('button')!;
  const badge = root.querySelector('span')!;
  const listeners: Partial<Record<WidgetEvent, Listener[]>> = {};
  let frame: HTMLIFrameElement | undefined;
  let isOpen = false;
  let ready = false;
  let unread = 0;
  let identity: VisitorIdentity | undefined;
  let metadata: VisitorMetadata | undefined;

  const emit = (event: WidgetEvent, unreadCount?: number) => listeners[event]?.forEach((listener) => listener(unreadCount));
  const post = (message: HostMessage) => frame!.contentWindow!.postMessage(message, appOrigin);

  // The app starts empty whenever its frame (re)loads, so every ready gets the latest identity and metadata.
  const sync = () => {
    if (!ready) return;
    if (identity) post({ type: 'parley:identify', identity });
    if (metadata) post({ type: 'parley:metadata', metadata });
  };

  const render = () => {
    launcher.setAttribute('aria-expanded', '' + isOpen);
    launcher.setAttribute('aria-label', (isOpen ? closeLabel : openLabel) + (unread ? ` (${unread})` : ''));
    badge.textContent = unread > 9 ? '9+' : '' + unread;
    badge.hidden = !unread;
    panel.hidden = !isOpen;
  };

  const mount = () => {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.title = 'Chat';
    frame.src = `${appOrigin}/widgets/${encodeURIComponent(clientId)}`;
    frame.onload = () => {
      ready = false;
      post({ type: 'parley:hello' });
    };
    panel.append(frame);
  };

  const setOpen = (next: boolean, moveFocus?: boolean) => {
    if (next == isOpen) return;
    // Focus inside the panel would fall back to the page when it hides; hand it to the launcher instead.
    const focusWasInside = document.activeElement == host;
    isOpen = next;
    if (next) mount();
    render();
    if (next && moveFocus) frame!.focus();
    if (!next && focusWasInside) launcher.focus();
    emit(next ? 'open' : 'close');
  };

  const onMessage = ({ origin, source, data }: MessageEvent<AppMessage>) => {
    if (origin != appOrigin || !frame || source != frame.contentWindow) return;
    if (data?.type == 'parley:ready') {
      ready = true;
      sync();
      emit('ready');
    } else if (data?.type == 'parley:unread') {
      unread = Math.max(0, data.count | 0);
      render();
      emit('unread', unread);
    } else if (data?.type == 'parley:close') setOpen(false);
  };

  launcher.onclick = () => setOpen(!isOpen, true);
  host.addEventListener('keydown', (event) => event.key == 'Escape' && setOpen(false));
  addEventListener('message', onMessage);
  // Appended to <html>, not <body>: frameworks that swap the body on navigation would drop the launcher.
  document.documentElement.append(host);
  render();
  // Warm the iframe while the page is idle so the first open is instant; browsers without the API load it on open.
  const idle = window.requestIdleCallback?.(mount);

  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!isOpen),
    identify(next) {
      identity = next;
      sync();
    },
    setMetadata(next) {
      metadata = { ...metadata, ...next };
      sync();
    },
    on(event, listener) {
      if (typeof listener == 'function') (listeners[event] ||= []).push(listener);
    },
    shutdown() {
      if (idle) cancelIdleCallback(idle);
      removeEventListener('message', onMessage);
      host.remove();
    },
  };
}
