/**
 * jsdom without the Fetch API breaks React Router's data routers (they build a `Request` per navigation).
 * This environment hands the test window Node's own fetch classes, together with the AbortController and
 * streams they validate against, so both sides agree on one realm; and Node's BroadcastChannel (the widget preview's).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream', 'Blob', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
