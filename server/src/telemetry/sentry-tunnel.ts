import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { BodyTooLargeError, readBody } from '../http/read-body';
import type { Logger } from '../logger';
import { envelopeEndpoint, normalizedDsn } from './dsn';

/** Same-origin path the browser SDKs send envelopes to, so ad blockers and strict CSPs don't lose them. */
export const sentryTunnelPath = '/telemetry/sentry';

/** Browser envelopes are small (an error, a page load); anything bigger is not one of ours. */
const maxEnvelopeBytes = 1024 * 1024;
const forwardTimeoutMs = 10_000;

/** The DSN in the envelope's header line, the only part of the envelope the tunnel looks at. */
function dsnOf(envelope: Buffer): string | null {
  const newline = envelope.indexOf(10);
  try {
    const header = JSON.parse(envelope.subarray(0, newline === -1 ? envelope.length : newline).toString('utf8'));
    return typeof header?.dsn === 'string' ? normalizedDsn(header.dsn) : null;
  } catch {
    return null;
  }
}

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(body);
}

/**
 * Forwards an envelope to Sentry only when it is addressed to our own DSN, so the tunnel can never be used to
 * send data to someone else's project. Everything else gets a 400 and nothing leaves the server.
 */
export function createSentryTunnel(sentry: Config['sentry'], logger: Logger) {
  const ownDsn = sentry && normalizedDsn(sentry.dsn);
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return answer(response, 405, 'Method not allowed', { allow: 'POST' });
    let envelope: Buffer;
    try {
      envelope = await readBody(request, maxEnvelopeBytes);
    } catch (error) {
      // Stop reading an oversized body: close the connection rather than drain it.
      return answer(response, 400, error instanceof BodyTooLargeError ? 'Envelope too large' : 'Unreadable envelope', { connection: 'close' });
    }
    const dsn = dsnOf(envelope);
    if (!ownDsn || dsn !== ownDsn) return answer(response, 400, 'Envelope not accepted');
    try {
      const upstream = await fetch(envelopeEndpoint(ownDsn), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: new Uint8Array(envelope),
        signal: AbortSignal.timeout(forwardTimeoutMs),
      });
      // Sentry's rate-limit headers go back to the browser SDK, which then holds off on its own.
      const passedOn = ['content-type', 'retry-after', 'x-sentry-rate-limits'].flatMap((name) => {
        const value = upstream.headers.get(name);
        return value ? [[name, value] as const] : [];
      });
      answer(response, upstream.status, await upstream.text(), Object.fromEntries(passedOn));
    } catch (error) {
      logger.warn('Could not forward a browser error report to Sentry', { error: String(error) });
      answer(response, 502, 'Could not reach error reporting');
    }
  };
}
