import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverNodeOptions } from '../../scripts/server-node-options.cjs';

/** A TCP port nothing listens on right now, for a server the test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  /** What the process wrote to stderr so far (the app logs there). */
  log(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

/**
 * Runs `server/src/main.ts` in one process of its own with the environment given, and the Node.js options `npm start`
 * gives it. TypeScript is loaded in that same process (`--import tsx`), not through tsx's launcher, so a signal sent to
 * `child` reaches the server itself.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [...serverNodeOptions, '--import', 'tsx', path.resolve(__dirname, '../src/main.ts')], { env: { ...process.env, ...env } });
  let log = '';
  child.stderr!.on('data', (chunk) => (log += chunk));
  child.stdout!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, log: () => log, exited };
}

/** Resolves once the server says it is running; rejects with its log if it exits first. */
export function running(server: ServerProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.log().includes('Parley is running')) {
        server.child.stderr!.off('data', check);
        resolve();
      }
    };
    server.child.stderr!.on('data', check);
    check();
    void server.exited.then(() => reject(new Error(`The server did not start:\n${server.log()}`)));
  });
}
