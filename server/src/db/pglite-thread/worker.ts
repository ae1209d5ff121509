import { parentPort, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../pglite-extensions';
import type { CompiledPglite } from './compiled-wasm';
import { startMaintenance } from './maintenance';
import type { ThreadReply, ThreadRequest, ThreadStart } from './messages';
import { SharedSession, type InTurn } from './shared-session';
import { TarballBlob } from './tarball-blob';

// The embedded database's own thread: PGlite runs Postgres synchronously, so on the app's thread every query's
// execution held up every socket. Here it speaks the wire protocol to the app's pg pool over message ports. A thread
// hosts one database at a time and, once it is closed, waits for the next (index.ts keeps idle threads). The pool's
// connections all cross on one channel, opened with the database.

const port = parentPort!;

/** PGlite has one session, so everything that touches it (connections' messages, dumps, closing) runs in turn. */
let queue: Promise<unknown> = Promise.resolve();
const inTurn: InTurn = (work) => {
  const turn = queue.then(work);
  queue = turn.catch(() => undefined);
  return turn;
};

type Open = { pglite: PGlite; session: SharedSession; stopMaintenance: () => void };
let current: Open | null = null;

async function open(start: ThreadStart, connections: MessagePort, compiled: CompiledPglite): Promise<Open> {
  const pglite = await PGlite.create(start.dataDir, {
    loadDataDir: start.dump ? new TarballBlob(start.dump) : undefined,
    extensions: pgliteExtensions,
    pgliteWasmModule: compiled.pglite,
    initdbWasmModule: compiled.initdb,
  });
  const session = new SharedSession(pglite, inTurn, connections);
  const stopMaintenance = startMaintenance(pglite, inTurn, () => session.free, start.maintenanceIntervalMs ?? 60_000);
  return { pglite, session, stopMaintenance };
}

async function answer({ pglite, session, stopMaintenance }: Open, request: Extract<ThreadRequest, { id: number }>): Promise<ThreadReply> {
  if (request.type === 'dump') {
    const tarball = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    return { type: 'reply', id: request.id, bytes: tarball };
  }
  stopMaintenance();
  session.closeAll();
  await pglite.close();
  current = null;
  return { type: 'reply', id: request.id };
}

port.on('message', (request: ThreadRequest) => {
  if (request.type === 'open') {
    void open(request.start, request.connections, request.compiled).then(
      (opened) => {
        current = opened;
        port.postMessage({ type: 'ready' } satisfies ThreadReply);
      },
      (error: unknown) => {
        request.connections.close();
        port.postMessage({ type: 'failed', error: String(error) } satisfies ThreadReply);
      },
    );
    return;
  }
  if (!current) return;
  const opened = current;
  void inTurn(() => answer(opened, request)).then(
    (reply) => port.postMessage(reply, reply.bytes ? [reply.bytes.buffer] : []),
    (error: unknown) => port.postMessage({ type: 'reply', id: request.id, error: String(error) } satisfies ThreadReply),
  );
});
