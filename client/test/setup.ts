import { configure } from '@testing-library/react';

/**
 * Browser APIs that jsdom lacks but the UI primitives (Radix menus, selects, dialogs) call.
 * They only need to exist; layout is not what these tests check.
 */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Lazy routes and their content load in real module imports, which take longer than Testing Library's default
// second for `findBy…` queries when the suite shares two cores with browser tests.
configure({ asyncUtilTimeout: 5_000 });
