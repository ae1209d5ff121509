import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createHostStateStore } from '../embed/host-state';
import { memoryValue } from '../test-support/test-runtime';
import { createProfileSync } from './profile-sync';
import { createVisitorSession, type StartOutcome } from './visitor-session';

const page = { url: 'https://shop.example/pricing', referrer: 'https://search.example/', language: 'fr-FR' };
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the visitor session', () => {
  it('stores the token a new session gets, and keeps the stored one when the server resumes it', async () => {
    const token = memoryValue();
    const outcomes: StartOutcome[] = [{ kind: 'started', token: 'pv_new', visitorId: 'v1' }];
    const start = jest.fn(async (_page?: unknown) => outcomes.shift()!);
    const session = createVisitorSession({ token, start });
    session.start(page);
    await flush();
    expect(start).toHaveBeenCalledWith(page);
    expect(token.value).toBe('pv_new');
    expect(session.get()).toEqual({ status: 'ready', visitorId: 'v1' });

    const resumed = createVisitorSession({ token, start: async () => ({ kind: 'started', token: null, visitorId: 'v1' }) });
    resumed.start(page);
    await flush();
    expect(token.value).toBe('pv_new');
    expect(resumed.get().status).toBe('ready');
  });

  it('keeps trying until the server answers', async () => {
    const start = jest.fn<() => Promise<StartOutcome>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ kind: 'started', token: 'pv_1', visitorId: 'v1' });
    const session = createVisitorSession({ token: memoryValue(), start });
    session.start(undefined);
    await flush();
    expect(session.get().status).toBe('starting');
    await jest.advanceTimersByTimeAsync(1000);
    expect(session.get().status).toBe('ready');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('reports an unknown or disabled widget', async () => {
    const session = createVisitorSession({ token: memoryValue(), start: async () => ({ kind: 'unavailable' }) });
    session.start(undefined);
    await flush();
    expect(session.get().status).toBe('unavailable');
  });

  it('reports a website the widget does not allow, and stops trying', async () => {
    const start = jest.fn(async () => ({ kind: 'refused' }) as StartOutcome);
    const session = createVisitorSession({ token: memoryValue(), start });
    session.start({ ...page, origin: 'https://elsewhere.example' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(session.get().status).toBe('refused');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts over without the token the server forgot', async () => {
    const token = memoryValue('pv_old');
    const start = jest.fn(async () => ({ kind: 'started', token: token.value ? null : 'pv_fresh', visitorId: token.value ? 'v1' : 'v2' }) as StartOutcome);
    const session = createVisitorSession({ token, start });
    session.start(undefined);
    await flush();
    session.renew();
    await flush();
    expect(token.value).toBe('pv_fresh');
    expect(session.get()).toEqual({ status: 'ready', visitorId: 'v2' });
  });
});

describe('a session whose live connection lost access', () => {
  it('is asked for again with the same token, and reports a widget switched off', async () => {
    const token = memoryValue('pv_1');
    const outcomes: StartOutcome[] = [
      { kind: 'started', token: null, visitorId: 'v1' },
      { kind: 'unavailable' },
    ];
    const start = jest.fn(async (_page?: unknown) => outcomes.shift()!);
    const session = createVisitorSession({ token, start });
    session.recheck();
    expect(start).not.toHaveBeenCalled();
    session.start(page);
    await flush();
    session.recheck();
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenLastCalledWith(page);
    expect(token.value).toBe('pv_1');
    expect(session.get()).toEqual({ status: 'unavailable', visitorId: null });
  });
});

describe('keeping the contact in step with the page', () => {
  function setup(identifyResult: string | null = 'v1') {
    const host = createHostStateStore();
    const session = createVisitorSession({ token: memoryValue(), start: async () => ({ kind: 'started', token: 'pv_1', visitorId: 'v1' }) });
    const identify = jest.fn(async (_identity: unknown) => identifyResult);
    const setMetadata = jest.fn(async (_metadata: unknown) => undefined);
    const updatePage = jest.fn(async (_page: unknown) => undefined);
    const onVisitorChanged = jest.fn();
    const sync = createProfileSync({ host, session, identify, setMetadata, updatePage, onVisitorChanged });
    return { host, session, identify, setMetadata, updatePage, onVisitorChanged, sync };
  }

  it('sends identity and metadata once the session is ready, once per change, and pages after the first', async () => {
    const { host, session, identify, setMetadata, updatePage } = setup();
    host.receive({ open: false, page, identity: { userId: 'u1', name: 'Ada' }, metadata: { plan: 'pro' } });
    await flush();
    expect(identify).not.toHaveBeenCalled();

    session.start(host.get().page);
    await flush();
    expect(identify).toHaveBeenCalledWith({ userId: 'u1', name: 'Ada' });
    expect(setMetadata).toHaveBeenCalledWith({ plan: 'pro' });
    expect(updatePage).not.toHaveBeenCalled();

    host.receive({ open: true, page, identity: { userId: 'u1', name: 'Ada' }, metadata: { plan: 'pro' } });
    await flush();
    host.receive({ open: true, page: { ...page, url: 'https://shop.example/checkout' }, identity: { userId: 'u1', name: 'Ada' }, metadata: { plan: 'pro' } });
    await flush();
    expect(identify).toHaveBeenCalledTimes(1);
    expect(setMetadata).toHaveBeenCalledTimes(1);
    expect(updatePage).toHaveBeenCalledTimes(1);
    expect(updatePage).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://shop.example/checkout' }));
  });

  it('sends an identity the page gives as a signed token alone', async () => {
    const { host, session, identify } = setup();
    host.receive({ open: true, page, identity: { token: 'header.claims.signature' } });
    session.start(page);
    await flush();
    expect(identify).toHaveBeenCalledWith({ token: 'header.claims.signature' });
  });

  it('says so when the server refuses the identity', async () => {
    const { host, session, sync } = setup(null);
    host.receive({ open: true, page, identity: { userId: 'u1', userHash: 'wrong' } });
    session.start(page);
    await flush();
    expect(sync.identityRefused.get()).toBe(true);
  });

  it('follows the session to the contact that holds the visitor’s account', async () => {
    const { host, session, onVisitorChanged } = setup('v-existing');
    host.receive({ open: true, page, identity: { userId: 'u1', userHash: 'right' } });
    session.start(page);
    await flush();
    expect(session.get().visitorId).toBe('v-existing');
    expect(onVisitorChanged).toHaveBeenCalledTimes(1);
  });

  it('sends again what a failed request didn’t deliver', async () => {
    const { host, session, identify, sync } = setup();
    identify.mockRejectedValueOnce(new Error('offline'));
    host.receive({ open: true, page, identity: { email: 'ada@example.com' } });
    session.start(page);
    await flush();
    sync.retry();
    await flush();
    expect(identify).toHaveBeenCalledTimes(2);
  });
});
