import { describe, expect, it, jest } from '@jest/globals';
import { createHostStateStore } from './host-state';
import { connectToParent } from './parent-channel';

const hostOrigin = 'https://shop.example';
const page = { url: 'https://shop.example/pricing', referrer: 'https://search.example/', language: 'fr-FR' };

/** A stand-in for the iframe's window and its parent (the customer's page). */
function setup({ embedded = true } = {}) {
  const parent = { postMessage: jest.fn() };
  const self = Object.assign(new EventTarget(), {
    location: { href: 'https://chat.example/widgets/abc', origin: 'https://chat.example' },
    document: { referrer: 'https://mail.example/' },
    navigator: { language: 'de-DE' },
  }) as EventTarget & { parent?: unknown };
  self.parent = embedded ? parent : self;
  const host = createHostStateStore();
  const channel = connectToParent(self as unknown as Window, host);
  const send = (data: unknown, { origin = hostOrigin, source = parent as unknown }: { origin?: string; source?: unknown } = {}) =>
    self.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { parent, self, host, channel, send };
}

describe('connectToParent', () => {
  it('knows whether it runs inside the loader’s iframe', () => {
    expect(setup().channel.embedded).toBe(true);
    expect(setup({ embedded: false }).channel.embedded).toBe(false);
  });

  it('answers the parent’s hello with ready, addressed to the parent’s origin only', () => {
    const { parent, send } = setup();
    send({ type: 'parley:hello' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'parley:ready' }, hostOrigin);
  });

  it('posts nothing before hello, and ignores hellos from other windows or opaque origins', () => {
    const { parent, channel, send } = setup();
    channel.requestClose();
    channel.reportMessage({ body: 'Hi', authorName: 'Maya', fromVisitor: false });
    send({ type: 'parley:hello' }, { source: {} });
    send({ type: 'parley:hello' }, { origin: 'null' });
    channel.requestClose();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('takes the page’s article and search requests from its origin only, as short strings', () => {
    const { channel, send } = setup();
    send({ type: 'parley:show', article: 'refunds' });
    expect(channel.helpRequests.get()).toBeNull();
    send({ type: 'parley:hello' });
    send({ type: 'parley:show', article: 'refunds' }, { origin: 'https://evil.example' });
    send({ type: 'parley:show', search: { html: '<b>' } });
    expect(channel.helpRequests.get()).toBeNull();
    send({ type: 'parley:show', article: ' refunds ', extra: 'ignored' });
    expect(channel.helpRequests.get()).toEqual({ article: 'refunds', search: undefined, sequence: 1 });
    send({ type: 'parley:show', search: 'refund'.repeat(100) });
    expect(channel.helpRequests.get()).toEqual({ article: undefined, search: 'refund'.repeat(100).slice(0, 200), sequence: 2 });
  });

  it('asks the loader to close on the close button and on Escape', () => {
    const { parent, self, channel, send } = setup();
    send({ type: 'parley:hello' });
    channel.requestClose();
    self.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(parent.postMessage).toHaveBeenCalledTimes(3);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:close' }, hostOrigin);
  });

  it('reports unread counts once per change, and again to a loader that said hello anew', () => {
    const { parent, channel, send } = setup();
    channel.reportUnread(2);
    send({ type: 'parley:hello' });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:unread', count: 2 }, hostOrigin);
    channel.reportUnread(2);
    channel.reportUnread(3);
    expect(parent.postMessage.mock.calls.filter(([message]) => (message as { type: string }).type === 'parley:unread')).toHaveLength(2);
  });

  it('tells the loader when a message preview shows and goes, again after a new hello, and asks it to open from the preview', () => {
    const { parent, channel, send } = setup();
    send({ type: 'parley:hello' });
    channel.reportPeek(true);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:launcher', hidden: false, peek: true }, hostOrigin);
    send({ type: 'parley:hello' });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:launcher', hidden: false, peek: true }, hostOrigin);
    channel.requestOpen();
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:launcher', hidden: false, peek: false, open: true }, hostOrigin);
    const calls = parent.postMessage.mock.calls.length;
    channel.reportPeek(false);
    expect(parent.postMessage.mock.calls).toHaveLength(calls);
  });

  it('keeps the page’s state, reduced to known fields and plain values, with the origin the browser vouched for', () => {
    const { host, send } = setup();
    expect(host.get().received).toBe(false);
    send({ type: 'parley:hello' });
    send({
      type: 'parley:state',
      state: {
        open: true,
        page: { ...page, origin: 'https://made-up.example' },
        identity: { userId: 'u1', name: 'Ada', isAdmin: true, email: 42 },
        metadata: { plan: 'pro', seats: 3, trial: false, coupon: null, nested: { x: 1 } },
      },
    });
    expect(host.get()).toEqual({
      received: true,
      open: true,
      page: { ...page, origin: hostOrigin },
      identity: { userId: 'u1', name: 'Ada' },
      metadata: { plan: 'pro', seats: 3, trial: false, coupon: null },
    });
  });

  it('keeps a page address or referrer only when it is a web address, which is all the server accepts', () => {
    const { host, send } = setup();
    send({ type: 'parley:hello' });
    send({ type: 'parley:state', state: { open: true, page: { url: 'file:///Users/ada/shop.html', referrer: 'android-app://com.google.android.gm/', language: 'en' } } });
    expect(host.get().page).toEqual({ url: '', referrer: '', language: 'en', origin: hostOrigin });
  });

  it('keeps a signed identity token, the page’s alternative to a user id and hash', () => {
    const { host, send } = setup();
    send({ type: 'parley:hello' });
    send({ type: 'parley:state', state: { open: true, page, identity: { token: 'header.claims.signature' } } });
    expect(host.get().identity).toEqual({ token: 'header.claims.signature' });
  });

  it('ignores state from another origin or another window', () => {
    const { host, send } = setup();
    send({ type: 'parley:hello' });
    send({ type: 'parley:state', state: { open: true, page, identity: { name: 'Mallory' } } }, { origin: 'https://evil.example' });
    send({ type: 'parley:state', state: { open: true, page, identity: { name: 'Mallory' } } }, { source: {} });
    expect(host.get().received).toBe(false);
  });

  it('framed by a page without the loader, after a while treats its own window as the page, in view', () => {
    jest.useFakeTimers();
    const { host } = setup();
    jest.advanceTimersByTime(3000);
    expect(host.get()).toMatchObject({ received: true, open: true, page: { url: 'https://chat.example/widgets/abc' } });
    jest.useRealTimers();
  });

  it('opened directly, treats its own window as the page, always in view', () => {
    const { host } = setup({ embedded: false });
    expect(host.get()).toMatchObject({
      received: true,
      open: true,
      page: { url: 'https://chat.example/widgets/abc', referrer: 'https://mail.example/', language: 'de-DE', origin: 'https://chat.example' },
    });
  });

  it('tells a loader that says hello later how to draw the launcher, or that there must be none', () => {
    const { parent, channel, send } = setup();
    const appearance = { color: '#0f766e', onColor: '#ffffff', position: 'left', launcherText: 'Chat with us', locale: 'fr' } as const;
    channel.reportAppearance(appearance);
    send({ type: 'parley:hello' });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:appearance', appearance }, hostOrigin);
    channel.reportUnavailable();
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:unavailable' }, hostOrigin);
    send({ type: 'parley:hello' });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:unavailable' }, hostOrigin);
  });
});
