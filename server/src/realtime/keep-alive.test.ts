import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { startKeepAlive } from './keep-alive';

const periodMs = 800;
const groups = 4;

/** A ws server whose sockets the keep-alive watches, and clients connected to it. */
async function serverWithKeepAlive() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const keepAlive = startKeepAlive({ periodMs, groups });
  server.on('connection', (socket) => keepAlive.watch(socket));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** A client that records when each ping reached it; `answers: false` never answers them. */
  const connect = async ({ answers }: { answers: boolean }) => {
    const client = new WebSocket(url, { autoPong: answers });
    const pings: number[] = [];
    client.on('ping', () => pings.push(performance.now()));
    await once(client, 'open');
    return { client, pings };
  };
  const close = async () => {
    keepAlive.stop();
    for (const socket of server.clients) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  };
  return { connect, close };
}

const until = (condition: () => boolean, onEvent: (listener: () => void) => void) =>
  new Promise<void>((resolve) => {
    if (condition()) return resolve();
    onEvent(() => condition() && resolve());
  });

describe('keep-alive', () => {
  it('pings a group of sockets at a time, spread over the period, instead of every socket at once', async () => {
    const { connect, close } = await serverWithKeepAlive();
    try {
      const clients = await Promise.all(Array.from({ length: 2 * groups }, () => connect({ answers: true })));
      await Promise.all(clients.map(({ client, pings }) => until(() => pings.length >= 2, (listener) => client.on('ping', listener))));

      const firstPings = clients.map(({ pings }) => pings[0]).sort((a, b) => a - b);
      // Four groups' turns are a quarter period apart: the first and the last group are three quarters apart.
      // Timers run late under load but never early, so half a period is a safe floor.
      expect(firstPings.at(-1)! - firstPings[0]).toBeGreaterThanOrEqual(periodMs / 2);
      // Each socket is still pinged once a period.
      for (const { pings } of clients) expect(pings[1] - pings[0]).toBeGreaterThanOrEqual(periodMs * 0.9);
    } finally {
      await close();
    }
  });

  it('drops a socket that stopped answering pings and keeps the ones that answer', async () => {
    const { connect, close } = await serverWithKeepAlive();
    try {
      const answering = await Promise.all(Array.from({ length: groups }, () => connect({ answers: true })));
      const silent = await connect({ answers: false });

      const [code] = (await once(silent.client, 'close')) as [number];
      expect(code).toBe(1006);
      // It was asked once and then dropped at its next turn, a period later.
      expect(silent.pings).toHaveLength(1);
      for (const { client } of answering) expect(client.readyState).toBe(WebSocket.OPEN);
    } finally {
      await close();
    }
  });
});
