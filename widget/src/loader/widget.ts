import type { AppMessage, Appearance, ChatMessage, HelpRequest, HostMessage, VisitorIdentity, VisitorMetadata } from '../shared/messages';
import { chime, silence } from '../shared/chime';
import { launcherLabels } from './labels';
import { markup } from './markup';

export type WidgetEvent = 'ready' | 'open' | 'close' | 'unread' | 'message';
/** `unread` listeners get the count, `message` listeners the message; the others get nothing. */
type Listener = (detail?: number | ChatMessage) => void;

export type Widget = {
  open(): void;
  close(): void;
  toggle(): void;
  identify(identity: VisitorIdentity): void;
  /** Merged into what was set before (here and on the contact); null removes a key. */
  setMetadata(metadata: VisitorMetadata): void;
  on(event: WidgetEvent, listener: Listener): void;
  /** Opens the chat on the help article with this slug (in the chat's language when translated). */
  openArticle(slug: string): void;
  /** Opens the chat's home with this search in its help search. */
  search(query: string): void;
  shutdown(): void;
};

/** Draws the launcher in a closed shadow root and owns the chat iframe served from `appOrigin`. */
export function createWidget(clientId: string, appOrigin: string, preview?: string): Widget {
  let [openLabel, closeLabel] = launcherLabels(navigator.language);
  const host = document.createElement('parley-widget');
  const root = host.attachShadow({ mode: 'closed' });
  root.innerHTML = markup;
  const panel = root.querySelector('div')!;
  const launcher = root.querySelector('button')!;
  const [badge, text] = root.querySelectorAll('span');
  const listeners: Partial<Record<WidgetEvent, Listener[]>> = {};
  let frame: HTMLIFrameElement | undefined;
  let isOpen = false;
  let ready = false;
  let unread = 0;
  let hiddenWhileAway = false;
  /** The app shows a new message's preview beside the closed launcher: the panel stays visible, shrunk to it (styles). */
  let peek: boolean | undefined;
  /** The visitor opened the chat before its page had loaded: the focus goes in once it has. */
  let focusWhenReady = false;
  let identity: VisitorIdentity | undefined;
  let metadata: VisitorMetadata | undefined;
  /** An article or search asked for before the app could hear it: sent once it says it is ready. */
  let shown: HostMessage | undefined;

  const emit = (event: WidgetEvent, detail?: number | ChatMessage) => listeners[event]?.forEach((listener) => listener(detail));
  const post = (message: HostMessage) => frame!.contentWindow!.postMessage(message, appOrigin);

  // The whole state after every change (and every ready: a reloaded frame starts empty), so the app can't miss one.
  // Referrer and language come along because the app records them on the visitor's contact.
  const sync = () => {
    if (!ready) return;
    if (shown) post(shown);
    shown = undefined;
    const page = { url: location.href, referrer: document.referrer, language: navigator.language };
    post({ type: 'parley:state', state: { open: isOpen, page, identity, metadata } });
  };

  // The launcher takes the widget's look once the app reports it (or hides: the chat is unavailable on this page), and
  // remembers it so later pages start with it.
  const lookKey = 'parley:appearance:' + clientId;
  let off = false;
  const apply = (appearance: Appearance | null) => {
    off = !appearance;
    if (appearance) {
      launcher.style.background = appearance.color;
      launcher.style.color = appearance.onColor;
      text.textContent = appearance.launcherText;
      [openLabel, closeLabel] = launcherLabels(appearance.locale);
      for (const element of [launcher, panel]) element.classList.toggle('L', appearance.position == 'left');
    }
  };
  const remember = (appearance: Appearance | null) => {
    apply(appearance);
    render();
    try {
      // A preview shows settings that may never be saved: nothing of it is remembered.
      if (!preview) localStorage[lookKey] = JSON.stringify(appearance);
    } catch {
      // Storage blocked: the launcher is drawn for this page anyway.
    }
  };
  try {
    apply(JSON.parse(localStorage[lookKey]));
  } catch {
    // Nothing remembered (or storage blocked): the neutral default stays until the app reports.
  }

  const render = () => {
    launcher.setAttribute('aria-expanded', '' + isOpen);
    // A visible launcher text is the button's name, so what people see is what speech input can say.
    launcher.setAttribute('aria-label', (isOpen ? closeLabel : text.textContent || openLabel) + (unread ? ` (${unread})` : ''));
    launcher.classList.toggle('T', !!text.textContent);
    badge.textContent = unread > 9 ? '9+' : '' + unread;
    badge.hidden = !unread;
    panel.hidden = !isOpen && !peek;
    // No launcher where the chat is unavailable; while the team is away, hidden only when nothing needs the visitor
    // (never while the chat is open or replies wait unread).
    launcher.hidden = off || (hiddenWhileAway && !isOpen && !unread);
  };

  const mount = () => {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.title = 'Chat';
    frame.src = `${appOrigin}/widgets/${encodeURIComponent(clientId)}` + (preview ? '?preview=' + encodeURIComponent(preview) : '');
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
    sync();
    // Focus given to a frame still loading its page doesn't reach the page that loads: the keys would go to this page
    // (or, caught mid-load, the chat believes it has the focus while they do).
    focusWhenReady = next && !!moveFocus && !ready;
    if (next && moveFocus && ready) frame!.focus();
    if (!next && focusWasInside) launcher.focus();
    emit(next ? 'open' : 'close');
  };

  const onMessage = ({ origin, source, data }: MessageEvent<AppMessage>) => {
    if (origin != appOrigin || !frame || source != frame.contentWindow) return;
    if (data?.type == 'parley:ready') {
      ready = true;
      sync();
      // Unless the visitor has moved on to something else on the page meanwhile.
      if (focusWhenReady && document.activeElement == host) frame.focus();
      focusWhenReady = false;
      emit('ready');
    } else if (data?.type == 'parley:unread') {
      unread = Math.max(0, data.count | 0);
      render();
      emit('unread', unread);
    } else if (data?.type == 'parley:appearance') remember(data.appearance);
    else if (data?.type == 'parley:unavailable') remember(null);
    else if (data?.type == 'parley:message') {
      // Only the team's replies chime, and only when the visitor can't already see them.
      if (!isOpen && !data.message.fromVisitor) chime();
      emit('message', data.message);
    } else if (data?.type == 'parley:launcher') {
      hiddenWhileAway = data.hidden === true;
      peek = data.peek;
      // The visitor clicked the message's preview.
      if (data.open) setOpen(true, true);
      render();
    } else if (data?.type == 'parley:close') setOpen(false);
  };

  // Single-page sites change the URL without loading a page; the visitor's current page must follow. Shutdown hands
  // the page's own functions back, unless a script wrapped ours since: then ours stays under theirs, doing nothing.
  const restoreHistory = (['pushState', 'replaceState'] as const).map((method) => {
    const original = history[method];
    const wrapper = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      sync();
    };
    history[method] = wrapper;
    return () => {
      if (history[method] == wrapper) history[method] = original;
    };
  });

  launcher.onclick = () => setOpen(!isOpen, true);
  host.addEventListener('keydown', (event) => event.key == 'Escape' && setOpen(false));
  addEventListener('message', onMessage);
  addEventListener('popstate', sync);
  // Appended to <html>, not <body>: frameworks that swap the body on navigation would drop the launcher.
  document.documentElement.append(host);
  render();
  // Warm the iframe while the page is idle, so the first open is instant and replies can raise the badge while the
  // panel is closed; browsers without the API get it a few seconds after the loader runs.
  const idle = 'requestIdleCallback' in window;
  const warm = idle ? requestIdleCallback(mount) : window.setTimeout(mount, 3000);

  const show = (request: HelpRequest) => {
    shown = { type: 'parley:show', ...request };
    setOpen(true);
    sync();
  };

  return {
    open: () => setOpen(true),
    openArticle: (slug) => show({ article: '' + slug }),
    search: (query) => show({ search: '' + query }),
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
      (idle ? cancelIdleCallback : clearTimeout)(warm);
      ready = false;
      removeEventListener('message', onMessage);
      removeEventListener('popstate', sync);
      restoreHistory.forEach((restore) => restore());
      silence();
      host.remove();
    },
  };
}
