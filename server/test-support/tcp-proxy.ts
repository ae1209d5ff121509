import net, { type AddressInfo } from 'node:net';

export type TcpProxy = {
  /** host:port of the proxy: point a client at it instead of the server. */
  address: string;
  /** Drops every connection through the proxy and refuses new ones, as if the server went away. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A loopback TCP proxy in front of a shared server (Redis), so a test can take that server away from one app and give
 * it back without stopping it for everyone else using it.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    address: `127.0.0.1:${port}`,
    cut() {
      open = false;
      dropAll();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
