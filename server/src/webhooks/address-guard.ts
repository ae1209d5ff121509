import { lookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Addresses a webhook may not reach: loopback, private, carrier-grade NAT, link-local (which holds cloud metadata
 * services such as 169.254.169.254), multicast, reserved and unspecified ranges, in IPv4 and IPv6. Node's BlockList
 * does the prefix matching.
 */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether the address is on the public internet; IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class UnsafeWebhookUrl extends Error {}

/** Only plain http(s) URLs without credentials; the message says what to change. */
export function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UnsafeWebhookUrl('Enter a full URL such as https://example.com/webhooks.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeWebhookUrl('Use an http:// or https:// URL.');
  if (url.username || url.password) throw new UnsafeWebhookUrl('Remove the user name and password from the URL; verify deliveries by their signature instead.');
  return url;
}

export type ResolvedTarget = { address: string; family: 4 | 6 };

/**
 * Resolves the URL's host and returns the address to connect to. Every address the name resolves to must be public
 * (unless private networks are allowed), and the caller connects to exactly the returned address, so a name that
 * resolves differently on a second lookup (DNS rebinding) cannot redirect the request.
 */
export async function resolveWebhookTarget(url: URL, allowPrivateNetworks: boolean): Promise<ResolvedTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new UnsafeWebhookUrl(`The host ${host} could not be found.`);
    }
  }
  if (!allowPrivateNetworks && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new UnsafeWebhookUrl(`${host} points to a private, loopback or link-local address, which webhooks may not reach.`);
  }
  const [first] = addresses;
  if (!first) throw new UnsafeWebhookUrl(`The host ${host} could not be found.`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
