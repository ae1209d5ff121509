import type { MessagePort } from 'node:worker_threads';
import type { CompiledPglite } from './compiled-wasm';

/** What the embedded database's thread starts from. */
export type ThreadStart = {
  /** PGlite's data directory; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** A dumpDataDir() tarball to start from (test templates). */
  dump: Uint8Array<ArrayBuffer> | undefined;
  /** How often to look for tables to vacuum or analyze (default: every minute). */
  maintenanceIntervalMs?: number;
  /** Connections of the pool that shares PGlite's session (default 4; see index.ts). */
  connections?: number;
};

/**
 * Asked of the thread: to open a database, with the thread's end of the channel every client connection crosses on
 * and PGlite's compiled WebAssembly, a tarball of it, or to close it (the thread then waits for the next database to
 * open).
 */
export type ThreadRequest =
  | { type: 'open'; start: ThreadStart; connections: MessagePort; compiled: CompiledPglite }
  | { type: 'dump'; id: number }
  | { type: 'close'; id: number };

/** Told by the thread: its database is open or failed to open, or how a request went. */
export type ThreadReply =
  | { type: 'ready'; bytes?: undefined }
  | { type: 'failed'; error: string; bytes?: undefined }
  | { type: 'reply'; id: number; bytes?: Uint8Array<ArrayBuffer>; error?: string };

/** To the thread, on the connections' channel: a connection's protocol bytes (its first ones open it), or its end. */
export type ToDatabase = { connection: number; bytes: Uint8Array<ArrayBuffer> } | { connection: number; end: true };

/**
 * From the thread, on the connections' channel: the protocol's answer to a connection, or that it ended there (closed
 * with the database, or failed: PGlite could not process its messages).
 */
export type FromDatabase = { connection: number; bytes: Uint8Array<ArrayBuffer> } | { connection: number; ended: true; failed?: string };
