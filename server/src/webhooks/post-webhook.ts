import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { ResolvedTarget } from './address-guard';

export type PostResult = { statusCode: number | null; error: string | null; responseBody: string; durationMs: number };

/** The delivery log keeps this much of an answer. */
export const responseBodyLimit = 2048;

/**
 * One POST to a receiver, connected to the address resolved and checked beforehand (the TLS name is still the URL's
 * host). Redirects are not followed; the answer is cut at 2 KB; `timeoutMs` covers the whole exchange; `signal`
 * abandons it when the instance stops.
 */
export function postWebhook(
  url: URL,
  target: ResolvedTarget,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  return new Promise((resolve) => {
    const transport = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup,
        signal: options.signal,
        headers: { 'content-type': 'application/json', 'user-agent': 'Parley-Webhooks/1', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < responseBodyLimit) chunks.push(chunk);
          size += chunk.length;
          // The rest of a large answer is not needed: stop reading it.
          if (size >= responseBodyLimit) response.destroy();
        });
        const done = () =>
          finish({ statusCode: response.statusCode ?? null, error: null, responseBody: Buffer.concat(chunks).subarray(0, responseBodyLimit).toString('utf8') });
        response.on('end', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)), options.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: error.message, responseBody: '' }));
    request.end(body);
  });
}
