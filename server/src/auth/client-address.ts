import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `hop` (0 = the connecting peer) with this address is one of our own proxies, whose X-Forwarded-For entry we believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

const trustNobody: TrustProxy = () => false;

export class TrustProxyError extends Error {}

/**
 * TRUST_PROXY as Express reads `trust proxy`: `false`/`0` (the default) trusts no proxy; a number trusts that
 * many hops in front of the app (`1`: the connecting peer is our proxy and the client is the last
 * X-Forwarded-For entry); otherwise a comma-separated list of proxy addresses, CIDR ranges or the names
 * `loopback`, `linklocal` and `uniquelocal`. `true` (trust every hop) is refused: it would take the
 * left-most entry, which the client writes itself.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const setting = value.trim();
  if (setting === '' || setting === 'false' || setting === '0') return trustNobody;
  if (setting === 'true') {
    throw new TrustProxyError('"true" would trust addresses the client writes itself; give the number of proxies in front of Parley (e.g. 1) or their addresses');
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  try {
    return proxyAddr.compile(setting.split(',').map((entry) => entry.trim()));
  } catch (error) {
    throw new TrustProxyError(`must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (${(error as Error).message})`);
  }
}

/**
 * The client's address: the connecting peer, or, walking X-Forwarded-For from its right end, the first hop
 * that is not a trusted proxy. Every per-address limit and every stored address goes through here.
 */
export function clientAddress(trustProxy: TrustProxy, request: { peerAddress: string | undefined; forwardedFor: string | null }): string {
  if (!request.peerAddress) return 'unknown';
  // proxy-addr reads only these two fields of a Node request.
  const seen = { socket: { remoteAddress: request.peerAddress }, headers: { 'x-forwarded-for': request.forwardedFor ?? undefined } };
  return proxyAddr(seen as unknown as IncomingMessage, trustProxy);
}
