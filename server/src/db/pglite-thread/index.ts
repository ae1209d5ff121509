import workerThreads, { MessageChannel, type Worker } from 'node:worker_threads';
import pg from 'pg';
import { CharAsTextClient } from '../../../../prisma/engine/migration-adapters.cjs';
import { compiledPglite } from './compiled-wasm';
import { ConnectionChannel } from './connection-channel';
import type { ThreadReply, ThreadRequest, ThreadStart } from './messages';
import { PortSocket } from './port-socket';
import { startThread } from '../../start-thread';

/** The embedded database, running on a thread of its own, and the one pg pool that reaches it. */
export type PgliteThread = {
  /** The app's queries, its migrations and the bench all go through this pool, whose connections share PGlite's one session. */
  pool: pg.Pool;
  /** A dumpDataDir() tarball of the database (test templates). */
  dump(): Promise<Uint8Array<ArrayBuffer>>;
  /** Ends the pool and closes the database, which writes everything out to its directory. */
  close(): Promise<void>;
};

/**
 * Threads whose database was closed, kept to host the next one. Ending a thread that ran PGlite's WebAssembly can
 * abort the whole process (a race in V8's process-wide registry of code pages, nodejs/node#64500), which a test run
 * that opened and closed hundreds of databases hit; reusing a thread also saves starting one. The list hangs on a
 * Node built-in module, so that there is one per process even where a test runner loads this module once per file.
 */
const idleThreads: Worker[] = ((workerThreads as unknown as Record<symbol, Worker[]>)[Symbol.for('parley.idlePgliteThreads')] ??= []);

/**
 * Opens PGlite on a worker thread. On the app's thread it held up every socket while it ran each query (Postgres in
 * WebAssembly runs synchronously); there, only pg's reading and writing of the protocol stays on the app's thread.
 */
export async function startPgliteThread(start: ThreadStart): Promise<PgliteThread> {
  const worker = idleThreads.pop() ?? startWorker();
  const { port1, port2 } = new MessageChannel();
  const channel = new ConnectionChannel(port1);
  const requests = new Map<number, { resolve(reply: ThreadReply): void; reject(error: Error): void }>();
  let opening: { resolve(): void; reject(error: Error): void } | null = null;
  let stopped: Error | null = null;
  let failure: Error | null = null;
  let nextId = 0;

  const onMessage = (reply: ThreadReply) => {
    if (reply.type === 'ready') opening?.resolve();
    else if (reply.type === 'failed') opening?.reject(new Error(`The embedded database did not open: ${reply.error}`));
    else requests.get(reply.id)?.resolve(reply);
  };
  const onError = (error: Error) => (failure = error);
  const onExit = (code: number) => {
    const error = new Error(`The embedded database's thread stopped (exit code ${code})`, { cause: failure });
    stopped = error;
    opening?.reject(error);
    channel.endAll(error.message);
    for (const request of requests.values()) request.reject(error);
    requests.clear();
  };
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  const detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);

  // The thread keeps the process alive only while something waits on it: a busy pool client refs the connections'
  // channel, and opening and requests ref the worker, so a script that forgets to close the database can still exit.
  worker.ref();
  try {
    const compiled = await compiledPglite();
    await new Promise<void>((resolve, reject) => {
      opening = { resolve, reject };
      worker.postMessage({ type: 'open', start, connections: port2, compiled } satisfies ThreadRequest, [port2, ...(start.dump ? [start.dump.buffer] : [])]);
    });
  } catch (error) {
    detach();
    channel.close();
    if (!stopped) idleThreads.push(worker);
    throw error;
  } finally {
    opening = null;
    worker.unref();
  }

  const ask = async (type: 'dump' | 'close'): Promise<ThreadReply & { type: 'reply' }> => {
    if (stopped) throw stopped;
    const id = (nextId += 1);
    worker.ref();
    try {
      const reply = await new Promise<ThreadReply>((resolve, reject) => {
        requests.set(id, { resolve, reject });
        worker.postMessage({ type, id } satisfies ThreadRequest);
      });
      if (reply.type !== 'reply' || reply.error) throw new Error(`The embedded database could not ${type}: ${reply.type === 'reply' ? reply.error : reply.type}`);
      return reply;
    } finally {
      requests.delete(id);
      worker.unref();
    }
  };

  const pool = new pg.Pool({
    // PGlite's only role and database; it has no authentication.
    user: 'postgres',
    database: 'postgres',
    // Several connections let the next query wait on the database's thread while the app's thread reads an answer
    // (shared-session.ts): with one, the database's thread sat idle about half of the time under load.
    max: start.connections ?? 4,
    // Idle connections are kept (a new one would prepare every statement again), but they do not keep the process
    // alive.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    // The schema engine reads catalog columns of type "char" through this pool too (migrations).
    Client: CharAsTextClient,
    stream: () => new PortSocket(channel),
  });

  return {
    pool,
    dump: async () => (await ask('dump')).bytes!,
    close: async () => {
      await pool.end();
      await ask('close');
      channel.close();
      detach();
      idleThreads.push(worker);
    },
  };
}

/** A thread that stops leaves the idle list. */
function startWorker(): Worker {
  const worker = startThread(__dirname, 'pglite-worker.cjs', 'worker.ts');
  worker.once('exit', () => {
    const at = idleThreads.indexOf(worker);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  return worker;
}
