import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';
import { waitUntil } from './wait-until';

export type LoadBalancer = { url: string; pid: number; close(): Promise<void> };

/**
 * HAProxy (Debian's `haproxy` package) in front of app instances, configured as the self-hosting guide describes:
 * requests and WebSocket upgrades spread round robin, instances health-checked on /readyz so a dead one leaves the
 * rotation within a second, and each answer names the instance that served it (`x-served-by`) for tests to see.
 */
export async function startHaproxy(backends: { name: string; port: number }[], { port, checkEveryMs = 250 }: { port?: number; checkEveryMs?: number } = {}): Promise<LoadBalancer> {
  const listenPort = port ?? (await freePort());
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-haproxy-'));
  const config = path.join(directory, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // An open WebSocket is idle between events: the tunnel timeout, not the client one, applies to it.
      '  timeout tunnel 1h',
      '  option redispatch',
      '  retries 2',
      'frontend web',
      `  bind 127.0.0.1:${listenPort}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      // Two failed checks, as in the guide: one slow answer on a busy machine must not take an instance out. Tests
      // check every 250 ms so a killed instance leaves quickly; the guide (and the bench) every second.
      `  default-server inter ${checkEveryMs}ms fall 2 rise 2`,
      '  http-response set-header x-served-by %[srv_name]',
      ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('error', (error) => (log += `\n${String(error)} (install Debian's haproxy package)`));
  const url = `http://127.0.0.1:${listenPort}`;
  await waitUntil(
    async () => child.exitCode === null && (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)),
    () => `HAProxy answering on ${url}:\n${log}`,
  );
  return {
    url,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
