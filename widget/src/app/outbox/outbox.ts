import type { StoredValue } from '../storage';
import { createStore } from '../store';

/** A message the visitor wrote that the server hasn't acknowledged yet. Its ids are fixed when it is written. */
export type OutboxEntry = {
  clientThreadId: string;
  clientMessageId: string;
  body: string;
  /** Files uploaded before sending (files themselves cannot wait in storage; their ids can). */
  attachments?: readonly OutboxAttachment[];
  createdAt: string;
  /** The server refused it for good (it will never be valid); shown as not sent until the visitor removes it. */
  failed?: boolean;
};

export type OutboxAttachment = { id: string; fileName: string; byteSize: number; isImage: boolean };

/** Acknowledged by the server; kept in memory until the thread's history shows the stored message. */
export type DeliveredEntry = OutboxEntry & { messageId: string; seq: number };

export type OutboxSnapshot = { pending: readonly OutboxEntry[]; delivered: readonly DeliveredEntry[] };

const isEntry = (value: unknown): value is OutboxEntry => {
  const entry = value as OutboxEntry;
  return typeof entry?.clientThreadId === 'string' && typeof entry.clientMessageId === 'string' && typeof entry.body === 'string' && typeof entry.createdAt === 'string';
};

const queuedAgain = ({ failed: _failed, ...entry }: OutboxEntry): OutboxEntry => entry;

function parse(stored: string | null): OutboxEntry[] {
  try {
    const entries: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(entries) ? entries.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * Messages on their way to the server, persisted so that a reload (even offline) keeps them, and shared by the
 * visitor's tabs. Sending the same entry twice (two tabs, a retry after a lost answer) is safe: the server stores one
 * message per client message id.
 */
export function createOutbox(stored: StoredValue, newId: () => string = () => crypto.randomUUID()) {
  const state = createStore<OutboxSnapshot>({ pending: parse(stored.read()), delivered: [] });
  const save = (pending: OutboxEntry[], delivered = state.get().delivered) => {
    stored.write(pending.length ? JSON.stringify(pending) : null);
    state.set({ pending, delivered });
  };
  stored.watch(() => state.set({ ...state.get(), pending: parse(stored.read()) }));

  return {
    get: state.get,
    subscribe: state.subscribe,
    add(clientThreadId: string, body: string, attachments: readonly OutboxAttachment[] = []): OutboxEntry {
      const entry = { clientThreadId, clientMessageId: newId(), body, ...(attachments.length ? { attachments } : {}), createdAt: new Date().toISOString() };
      save([...parse(stored.read()), entry]);
      return entry;
    },
    deliver(clientMessageId: string, message: { messageId: string; seq: number }) {
      const entry = state.get().pending.find((candidate) => candidate.clientMessageId === clientMessageId);
      const pending = parse(stored.read()).filter((candidate) => candidate.clientMessageId !== clientMessageId);
      save(pending, entry ? [...state.get().delivered, { ...entry, ...message }] : state.get().delivered);
    },
    fail(clientMessageId: string) {
      save(parse(stored.read()).map((entry) => (entry.clientMessageId === clientMessageId ? { ...entry, failed: true } : entry)));
    },
    /** Queues a message shown as not sent again, with its ids, in its place. */
    retry(clientMessageId: string) {
      save(parse(stored.read()).map((entry) => (entry.clientMessageId === clientMessageId ? queuedAgain(entry) : entry)));
    },
    discard(clientMessageId: string) {
      save(parse(stored.read()).filter((entry) => entry.clientMessageId !== clientMessageId));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
