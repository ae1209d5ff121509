import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { boot } from './boot';
import type { ParleyApi } from './global-api';

const appOrigin = 'https://chat.example.com';

/** The install snippet's stub, exactly as customers paste it. */
function installSnippetStub() {
  const stub = function () {
    // eslint-disable-next-line prefer-rest-params
    (stub.q = stub.q || []).push(arguments);
  } as unknown as NonNullable<Window['Parley']>;
  window.Parley = stub;
}

function addScriptTag(clientId = 'client-1') {
  const script = document.createElement('script');
  script.src = `${appOrigin}/widget.js`;
  script.dataset.clientId = clientId;
  document.body.append(script);
}

/** The closed shadow root is unreachable from outside, so tests keep the one the loader creates. */
function bootAndCaptureShadowRoot(): ShadowRoot {
  const attachShadow = jest.spyOn(HTMLElement.prototype, 'attachShadow');
  boot();
  const root = attachShadow.mock.results[0]?.value as ShadowRoot;
  attachShadow.mockRestore();
  return root;
}

const parley = () => window.Parley as ParleyApi;

beforeEach(() => addScriptTag());

afterEach(() => {
  window.Parley?.shutdown?.();
  delete window.Parley;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe('boot', () => {
  it('replays the calls the page queued before the loader ran, in order', () => {
    installSnippetStub();
    const onOpen = jest.fn();
    window.Parley!('on', 'open', onOpen);
    window.Parley!('open');
    const root = bootAndCaptureShadowRoot();

    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(root.querySelector('[role=dialog]')!.hasAttribute('hidden')).toBe(false);
    expect(root.querySelector('iframe')).not.toBeNull();
  });

  it('offers the same commands as methods and as calls', () => {
    const root = bootAndCaptureShadowRoot();
    const panel = root.querySelector('[role=dialog]')!;

    parley().open();
    expect(panel.hasAttribute('hidden')).toBe(false);
    parley()('toggle');
    expect(panel.hasAttribute('hidden')).toBe(true);
  });

  it('ignores unknown commands, including ones inherited from Function', () => {
    bootAndCaptureShadowRoot();
    expect(() => parley()('call')).not.toThrow();
    expect(() => parley()('nope')).not.toThrow();
  });

  it('reads the client id and the app origin from its own script tag', () => {
    const root = bootAndCaptureShadowRoot();
    parley().open();
    expect(root.querySelector('iframe')!.src).toBe(`${appOrigin}/widgets/client-1`);
  });

  it('draws a single launcher when the snippet is pasted twice', () => {
    boot();
    boot();
    expect(document.querySelectorAll('parley-widget')).toHaveLength(1);
  });

  it('does nothing without a client id', () => {
    document.querySelectorAll('script').forEach((script) => script.remove());
    const script = document.createElement('script');
    script.src = `${appOrigin}/widget.js`;
    document.body.append(script);
    boot();
    expect(document.querySelector('parley-widget')).toBeNull();
    expect(window.Parley).toBeUndefined();
  });

  it('hands the page’s history back on shutdown, so booting again never stacks wrappers', () => {
    const { pushState, replaceState } = history;
    for (let round = 0; round < 2; round += 1) {
      boot();
      expect(history.pushState).not.toBe(pushState);
      parley()('shutdown');
      expect(history.pushState).toBe(pushState);
      expect(history.replaceState).toBe(replaceState);
    }
  });

  it('shutdown removes the launcher, the iframe and the global API', () => {
    bootAndCaptureShadowRoot();
    parley().open();
    parley()('shutdown');

    expect(document.querySelector('parley-widget')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(window.Parley).toBeUndefined();
  });
});
