import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type ReceivedRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: Buffer };

export type LocalHttpServer = {
  /** e.g. http://127.0.0.1:53121 */
  origin: string;
  /** Every request that reached the server, in order. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
};

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A loopback HTTP server for tests that stands in for a third-party service; `answer` speaks its protocol. */
export async function startLocalHttpServer(answer: (request: ReceivedRequest) => Answer): Promise<LocalHttpServer> {
  const requests: ReceivedRequest[] = [];
  const respond = async (incoming: IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = incoming.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
    const request = { method: incoming.method ?? 'GET', url: new URL(incoming.url ?? '/', 'http://localhost'), headers: incoming.headers, body };
    requests.push(request);
    const { status = 200, body: reply = {}, headers = {} } = answer(request);
    // Browsers call these services cross-origin.
    response.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': String(incoming.headers.origin ?? '*'),
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': String(incoming.headers['access-control-request-headers'] ?? '*'),
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      ...headers,
    });
    response.end(typeof reply === 'string' || Buffer.isBuffer(reply) ? reply : JSON.stringify(reply));
  };
  const server = http.createServer((incoming, response) => {
    // A stand-in that breaks says so, rather than leaving the code under test waiting for an answer.
    respond(incoming, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `find` returns something, failing with `what` after the timeout. */
export async function eventually<T>(what: string, find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
