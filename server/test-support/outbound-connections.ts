import diagnosticsChannel from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

/**
 * Records, as `host:port`, every outbound request or connection this process makes or tries to make, whoever
 * makes it: fetch (undici's channel) and every other TCP client (http, SMTP, database drivers).
 */
export function recordOutboundConnections() {
  const attempts: string[] = [];
  const onRequest = (message: unknown) => {
    const url = new URL((message as { request: { origin: string } }).request.origin);
    attempts.push(`${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`);
  };
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket };
    // A host name that never resolves has no port to report; it still counts as an attempt.
    socket.once('lookup', (_error, _address, _family, host) => attempts.push(`${host}:?`));
    socket.once('connect', () => attempts.push(`${socket.remoteAddress}:${socket.remotePort}`));
    socket.once('error', (error: NodeJS.ErrnoException & { address?: string; port?: number }) => attempts.push(`${error.address}:${error.port}`));
  };
  diagnosticsChannel.subscribe('undici:request:create', onRequest);
  diagnosticsChannel.subscribe('net.client.socket', onSocket);
  return {
    attempts,
    stop() {
      diagnosticsChannel.unsubscribe('undici:request:create', onRequest);
      diagnosticsChannel.unsubscribe('net.client.socket', onSocket);
    },
  };
}
