import { describe, expect, it, jest } from '@jest/globals';
import { connectToParent } from './parent-channel';
import { createVisitorProfileStore } from './visitor-profile';

const hostOrigin = 'https://shop.example';

/** A stand-in for the iframe's window and its parent (the customer's page). */
function setup({ embedded = true } = {}) {
  const parent = { postMessage: jest.fn() };
  const self = new EventTarget() as EventTarget & { parent?: unknown };
  self.parent = embedded ? parent : self;
  const profile = createVisitorProfileStore();
  const channel = connectToParent(self as Window, profile);
  const send = (data: unknown, { origin = hostOrigin, source = parent as unknown }: { origin?: string; source?: unknown } = {}) =>
    self.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { parent, self, profile, channel, send };
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
    send({ type: 'parley:hello' }, { source: {} });
    send({ type: 'parley:hello' }, { origin: 'null' });
    channel.requestClose();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('asks the loader to close on the close button and on Escape', () => {
    const { parent, self, channel, send } = setup();
    send({ type: 'parley:hello' });
    channel.requestClose();
    self.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(parent.postMessage).toHaveBeenCalledTimes(3);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'parley:close' }, hostOrigin);
  });

  it('keeps identity and metadata from the parent, reduced to known fields and plain values', () => {
    const { profile, send } = setup();
    send({ type: 'parley:hello' });
    send({ type: 'parley:identify', identity: { userId: 'u1', name: 'Ada', isAdmin: true, email: 42 } });
    send({ type: 'parley:metadata', metadata: { plan: 'pro', seats: 3, trial: false, nested: { x: 1 } } });
    expect(profile.get()).toEqual({ identity: { userId: 'u1', name: 'Ada' }, metadata: { plan: 'pro', seats: 3, trial: false } });
  });

  it('ignores identity from another origin or another window', () => {
    const { profile, send } = setup();
    send({ type: 'parley:hello' });
    send({ type: 'parley:identify', identity: { name: 'Mallory' } }, { origin: 'https://evil.example' });
    send({ type: 'parley:identify', identity: { name: 'Mallory' } }, { source: {} });
    expect(profile.get().identity).toBeUndefined();
  });
});
