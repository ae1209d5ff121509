import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { HostState } from '../shared/messages';
import { createWidget, type Widget } from './widget';

const appOrigin = 'https://chat.example.com';
let widget: Widget | undefined;

/** Creates a widget and keeps the closed shadow root, which page scripts (and tests) can't otherwise reach. */
function setup(preview?: string) {
  const attachShadow = jest.spyOn(HTMLElement.prototype, 'attachShadow');
  widget = createWidget('client 1', appOrigin, preview);
  const shadowInit = attachShadow.mock.calls[0]?.[0];
  const root = attachShadow.mock.results[0]?.value as ShadowRoot;
  attachShadow.mockRestore();
  const host = document.querySelector('parley-widget') as HTMLElement;
  const launcher = root.querySelector('button')!;
  const panel = root.querySelector('[role=dialog]') as HTMLElement;
  const badge = root.querySelector('span')!;
  const frame = () => root.querySelector('iframe');
  return { widget, shadowInit, root, host, launcher, panel, badge, frame };
}

/** jsdom gives an iframe inside a shadow root no window of its own, so the frame gets a stand-in. */
function giveFrameAWindow(frame: HTMLIFrameElement) {
  const frameWindow = { postMessage: jest.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
  return frameWindow;
}

const pageOf = (url: string) => ({ url, referrer: document.referrer, language: navigator.language });

/** The state the loader last posted to the app. */
function lastState(postMessage: jest.Mock) {
  return (postMessage.mock.lastCall![0] as { state: HostState }).state;
}

function sendFromApp(data: unknown, { origin = appOrigin, source }: { origin?: string; source: unknown }) {
  window.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
}

/** The chat's page has loaded and the app has answered the loader's hello. */
function loadChat(frame: HTMLIFrameElement) {
  const source = giveFrameAWindow(frame);
  frame.dispatchEvent(new Event('load'));
  sendFromApp({ type: 'parley:ready' }, { source });
  return source;
}

/** A click focuses the button it lands on, as in a browser (jsdom's `click()` doesn't). */
function clickOn(button: HTMLElement) {
  button.focus();
  button.click();
}

afterEach(() => {
  widget?.shutdown();
  widget = undefined;
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('createWidget', () => {
  it('renders the launcher inside a closed shadow root', () => {
    const { shadowInit, host, launcher } = setup();

    expect(shadowInit).toEqual({ mode: 'closed' });
    expect(host.shadowRoot).toBeNull();
    expect(host.querySelector('button')).toBeNull();
    expect(launcher.getAttribute('aria-label')).toBe('Open chat');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.querySelector('svg')).not.toBeNull();
  });

  it('opens on an article or a search asked for before the chat has loaded, once it is ready', () => {
    const { widget, panel, frame } = setup();
    widget.openArticle('returns-and-refunds');
    expect(panel.hidden).toBe(false);
    const source = giveFrameAWindow(frame()!);
    frame()!.dispatchEvent(new Event('load'));
    expect(source.postMessage).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'parley:show' }), appOrigin);

    sendFromApp({ type: 'parley:ready' }, { source });
    expect(source.postMessage).toHaveBeenCalledWith({ type: 'parley:show', article: 'returns-and-refunds' }, appOrigin);

    widget.search('refund');
    expect(source.postMessage).toHaveBeenCalledWith({ type: 'parley:show', search: 'refund' }, appOrigin);
    expect(source.postMessage.mock.calls.filter(([message]) => (message as { type: string }).type === 'parley:show')).toHaveLength(2);
  });

  it('creates the iframe only when first opened, pointing at the app for this client id', () => {
    const { widget, panel, launcher, frame } = setup();
    expect(frame()).toBeNull();
    expect(panel.hidden).toBe(true);

    widget.open();
    expect(frame()!.src).toBe(`${appOrigin}/widgets/client%201`);
    expect(frame()!.title).toBe('Chat');
    expect(panel.hidden).toBe(false);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(launcher.getAttribute('aria-label')).toBe('Close chat');

    const first = frame();
    widget.close();
    widget.open();
    expect(frame()).toBe(first);
  });

  it('warms the iframe up while the page is idle', () => {
    window.requestIdleCallback = (callback: IdleRequestCallback) => {
      callback({} as IdleDeadline);
      return 1;
    };
    window.cancelIdleCallback = jest.fn();
    const { panel, frame } = setup();
    expect(frame()).not.toBeNull();
    expect(panel.hidden).toBe(true);
  });

  it('warms the iframe up a little later in browsers that can’t say when they are idle', () => {
    jest.useFakeTimers();
    const { frame } = setup();
    expect(frame()).toBeNull();
    jest.advanceTimersByTime(3000);
    expect(frame()).not.toBeNull();
    jest.useRealTimers();
  });

  it('says hello to the app origin when the frame loads, and sends the page’s state once ready', () => {
    const { widget, frame } = setup();
    widget.identify({ userId: 'u1', name: 'Ada' });
    widget.open();
    const target = giveFrameAWindow(frame()!);
    const { postMessage } = target;
    widget.setMetadata({ plan: 'pro' });
    expect(postMessage).not.toHaveBeenCalled();

    frame()!.dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenCalledWith({ type: 'parley:hello' }, appOrigin);

    const onReady = jest.fn();
    widget.on('ready', onReady);
    sendFromApp({ type: 'parley:ready' }, { source: target });
    expect(onReady).toHaveBeenCalled();
    expect(postMessage).toHaveBeenLastCalledWith(
      {
        type: 'parley:state',
        state: { open: true, page: pageOf(location.href), identity: { userId: 'u1', name: 'Ada' }, metadata: { plan: 'pro' } },
      },
      appOrigin,
    );

    widget.setMetadata({ page: '/pricing' });
    expect(lastState(postMessage).metadata).toEqual({ plan: 'pro', page: '/pricing' });
    widget.close();
    expect(lastState(postMessage).open).toBe(false);
  });

  it('follows single-page navigation so the visitor’s current page stays current', () => {
    const { widget, frame } = setup();
    widget.open();
    const target = giveFrameAWindow(frame()!);
    frame()!.dispatchEvent(new Event('load'));
    sendFromApp({ type: 'parley:ready' }, { source: target });

    history.pushState({}, '', '/pricing?plan=team');
    expect(lastState(target.postMessage).page.url).toBe(`${location.origin}/pricing?plan=team`);
    history.replaceState({}, '', '/checkout');
    expect(lastState(target.postMessage).page.url).toBe(`${location.origin}/checkout`);
    target.postMessage.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(lastState(target.postMessage).page.url).toBe(`${location.origin}/checkout`);
    history.replaceState({}, '', '/');
  });

  it('reports new messages and chimes only for the team’s replies while closed', () => {
    const tones: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      resume() {
        return Promise.resolve();
      }
      close() {
        return Promise.resolve();
      }
      createGain() {
        return { connect() {}, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
      }
      createOscillator() {
        return {
          frequency: { value: 0 },
          connect() {},
          start(this: { frequency: { value: number } }) {
            tones.push(this.frequency.value);
          },
          stop() {},
        };
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext });
    const { widget, frame } = setup();
    const onMessage = jest.fn();
    widget.on('message', onMessage);
    widget.open();
    const source = giveFrameAWindow(frame()!);
    widget.close();

    const reply = { body: 'Hi!', authorName: 'Maya', fromVisitor: false };
    sendFromApp({ type: 'parley:message', message: { ...reply, fromVisitor: true } }, { source });
    expect(tones).toEqual([]);
    sendFromApp({ type: 'parley:message', message: reply }, { source });
    expect(tones).toEqual([660, 880]);
    widget.open();
    sendFromApp({ type: 'parley:message', message: reply }, { source });
    expect(tones).toEqual([660, 880]);
    expect(onMessage).toHaveBeenCalledTimes(3);
    expect(onMessage).toHaveBeenLastCalledWith(reply);
    delete (window as { AudioContext?: unknown }).AudioContext;
  });

  it('ignores messages from another origin or another window', () => {
    const { widget, badge, launcher, frame } = setup();
    widget.open();
    const target = giveFrameAWindow(frame()!);

    sendFromApp({ type: 'parley:unread', count: 3 }, { origin: 'https://evil.example', source: target });
    sendFromApp({ type: 'parley:unread', count: 3 }, { source: window });
    sendFromApp({ type: 'parley:close' }, { source: null });
    expect(badge.hidden).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');

    sendFromApp({ type: 'parley:unread', count: 3 }, { source: target });
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('3');
    expect(launcher.getAttribute('aria-label')).toBe('Close chat (3)');
  });

  it('shows the unread count on the badge and reports it', () => {
    const { widget, badge, frame } = setup();
    const onUnread = jest.fn();
    widget.on('unread', onUnread);
    widget.open();
    const source = giveFrameAWindow(frame()!);

    sendFromApp({ type: 'parley:unread', count: 12 }, { source });
    expect(badge.textContent).toBe('9+');
    expect(onUnread).toHaveBeenLastCalledWith(12);

    sendFromApp({ type: 'parley:unread', count: 0 }, { source });
    expect(badge.hidden).toBe(true);
  });

  it('hides the launcher while the team is away when the app asks, but never while open or with unread replies', () => {
    const { widget, launcher, frame } = setup();
    widget.open();
    const source = giveFrameAWindow(frame()!);
    sendFromApp({ type: 'parley:launcher', hidden: true }, { source });
    expect(launcher.hidden).toBe(false);
    widget.close();
    expect(launcher.hidden).toBe(true);
    sendFromApp({ type: 'parley:unread', count: 1 }, { source });
    expect(launcher.hidden).toBe(false);
    sendFromApp({ type: 'parley:unread', count: 0 }, { source });
    expect(launcher.hidden).toBe(true);
    sendFromApp({ type: 'parley:launcher', hidden: false }, { source });
    expect(launcher.hidden).toBe(false);
  });

  it('keeps the panel showing while the launcher is closed for a message preview, and opens when the preview is clicked', () => {
    const { widget, launcher, panel, frame } = setup();
    widget.open();
    const source = giveFrameAWindow(frame()!);
    widget.close();
    expect(panel.hidden).toBe(true);
    sendFromApp({ type: 'parley:launcher', hidden: false, peek: true }, { source });
    expect(panel.hidden).toBe(false);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    sendFromApp({ type: 'parley:launcher', hidden: false, peek: false }, { source });
    expect(panel.hidden).toBe(true);
    sendFromApp({ type: 'parley:launcher', hidden: false, peek: false, open: true }, { source });
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
  });

  const look = { color: '#0f766e', onColor: '#ffffff', position: 'right', launcherText: '', locale: 'en' } as const;

  it('takes the widget’s look from the app and starts with it on the next page', () => {
    const { widget: created, root, launcher, panel, frame } = setup();
    created.open();
    sendFromApp({ type: 'parley:appearance', appearance: { ...look, position: 'left', launcherText: 'Chat with us', locale: 'fr' } }, { source: giveFrameAWindow(frame()!) });
    expect(launcher.style.background).toBe('rgb(15, 118, 110)');
    expect(launcher.style.color).toBe('rgb(255, 255, 255)');
    expect(launcher.classList.contains('L')).toBe(true);
    expect(panel.classList.contains('L')).toBe(true);
    expect(launcher.getAttribute('aria-label')).toBe('Fermer le chat');
    created.close();
    // Closed, the launcher is a pill with the text, which is also its name.
    expect(launcher.classList.contains('T')).toBe(true);
    expect(root.querySelector('.t')!.textContent).toBe('Chat with us');
    expect(launcher.getAttribute('aria-label')).toBe('Chat with us');
    created.shutdown();

    const next = setup();
    expect(next.launcher.style.background).toBe('rgb(15, 118, 110)');
    expect(next.launcher.classList.contains('L')).toBe(true);
    expect(next.launcher.getAttribute('aria-label')).toBe('Chat with us');
    localStorage.clear();
  });

  it('draws no launcher where the app says the chat is unavailable, from the next page on too, until the app says otherwise', () => {
    const { widget: created, launcher, frame } = setup();
    created.open();
    const source = giveFrameAWindow(frame()!);
    sendFromApp({ type: 'parley:unavailable' }, { source });
    expect(launcher.hidden).toBe(true);
    created.shutdown();

    const next = setup();
    expect(next.launcher.hidden).toBe(true);
    next.widget.open();
    sendFromApp({ type: 'parley:appearance', appearance: look }, { source: giveFrameAWindow(next.frame()!) });
    expect(next.launcher.hidden).toBe(false);
    localStorage.clear();
  });

  it('as the dashboard’s preview, opens the app in preview mode and remembers nothing of the look', () => {
    const { widget: created, launcher, frame } = setup('preview-1');
    created.open();
    expect(frame()!.src).toBe(`${appOrigin}/widgets/client%201?preview=preview-1`);
    sendFromApp({ type: 'parley:appearance', appearance: { ...look, color: '#7c3aed' } }, { source: giveFrameAWindow(frame()!) });
    expect(launcher.style.background).toBe('rgb(124, 58, 237)');
    expect(localStorage.length).toBe(0);
  });

  it('moves focus into the chat when the launcher opens it, once the chat has loaded', () => {
    const { root, launcher, frame } = setup();
    clickOn(launcher);
    // A frame still loading its page can't take the focus: it would stay with the host page.
    expect(root.activeElement).toBe(launcher);
    loadChat(frame()!);
    expect(root.activeElement).toBe(frame());

    clickOn(launcher);
    expect(root.activeElement).toBe(launcher);
    clickOn(launcher);
    expect(root.activeElement).toBe(frame());
  });

  it('leaves the focus where the visitor put it while the chat was loading', () => {
    const { launcher, frame } = setup();
    clickOn(launcher);
    const search = document.body.appendChild(document.createElement('input'));
    search.focus();
    loadChat(frame()!);
    expect(document.activeElement).toBe(search);
    search.remove();
  });

  it('closes on the app’s request and on Escape, returning focus to the launcher', () => {
    const { widget, root, host, launcher, panel, frame } = setup();
    const onClose = jest.fn();
    widget.on('close', onClose);

    clickOn(launcher);
    const source = loadChat(frame()!);
    expect(root.activeElement).toBe(frame());
    sendFromApp({ type: 'parley:close' }, { source });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(host);
    expect(root.activeElement).toBe(launcher);

    clickOn(launcher);
    expect(root.activeElement).toBe(frame());
    frame()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(panel.hidden).toBe(true);
    expect(root.activeElement).toBe(launcher);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves a history wrapper the page added after it in place on shutdown, and stops reporting through it', () => {
    const { widget: created, frame } = setup();
    created.open();
    const target = giveFrameAWindow(frame()!);
    frame()!.dispatchEvent(new Event('load'));
    sendFromApp({ type: 'parley:ready' }, { source: target });
    const ours = history.pushState;
    const pagesWrapper = function (this: History, ...args: Parameters<History['pushState']>) {
      ours.apply(this, args);
    };
    history.pushState = pagesWrapper;

    created.shutdown();
    widget = undefined;
    target.postMessage.mockClear();
    history.pushState({}, '', '/after-shutdown');

    expect(history.pushState).toBe(pagesWrapper);
    expect(location.pathname).toBe('/after-shutdown');
    expect(target.postMessage).not.toHaveBeenCalled();
    history.replaceState({}, '', '/');
  });

  it('shutdown removes everything and stops listening', () => {
    const { widget: created, frame } = setup();
    created.open();
    const source = giveFrameAWindow(frame()!);
    const onUnread = jest.fn();
    created.on('unread', onUnread);
    created.shutdown();
    widget = undefined;

    expect(document.querySelector('parley-widget')).toBeNull();
    sendFromApp({ type: 'parley:unread', count: 1 }, { source });
    expect(onUnread).not.toHaveBeenCalled();
  });
});
