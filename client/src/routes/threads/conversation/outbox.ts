import { useSyncExternalStore } from 'react';
import { newClientId } from '../../../lib/clientId';

export type OutgoingKind = 'MESSAGE' | 'NOTE';

/**
 * A message the operator wrote that the server has not confirmed yet. Its clientMessageId is made once,
 * when it is written, and every attempt to send it uses that id, so the server stores it exactly once
 * however many attempts reach it.
 */
export type OutgoingMessage = {
  clientMessageId: string;
  threadId: string;
  body: string;
  kind: OutgoingKind;
  /** Files going with it (see attachments/uploads): it is sent once they are all uploaded. */
  uploadIds: string[];
  createdAt: string;
  /** queued: waits for a connection; sending: an attempt is in flight; failed: the server refused it. */
  state: 'queued' | 'sending' | 'failed';
  error?: string;
};

type Listener = () => void;

/** The messages written in this tab that are not confirmed yet, in the order they were written. */
export class Outbox {
  private messages: OutgoingMessage[] = [];
  private readonly listeners = new Set<Listener>();

  getAll = (): OutgoingMessage[] => this.messages;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(message: Omit<OutgoingMessage, 'clientMessageId' | 'createdAt' | 'state'>): OutgoingMessage {
    const outgoing: OutgoingMessage = { ...message, clientMessageId: newClientId(), createdAt: new Date().toISOString(), state: 'queued' };
    this.set([...this.messages, outgoing]);
    return outgoing;
  }

  update(clientMessageId: string, change: Partial<Pick<OutgoingMessage, 'state' | 'error'>>): void {
    this.set(this.messages.map((message) => (message.clientMessageId === clientMessageId ? { ...message, ...change } : message)));
  }

  remove(clientMessageId: string): void {
    this.set(this.messages.filter((message) => message.clientMessageId !== clientMessageId));
  }

  private set(messages: OutgoingMessage[]): void {
    this.messages = messages;
    for (const listener of [...this.listeners]) listener();
  }
}

export const outbox = new Outbox();

const none: OutgoingMessage[] = [];

/** The unconfirmed messages of one thread; stable between changes so renders stay cheap. */
export function useOutgoingMessages(threadId: string): OutgoingMessage[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.getAll);
  const mine = all.filter((message) => message.threadId === threadId);
  return mine.length === 0 ? none : mine;
}
