import type { DeliveredEntry, OutboxEntry } from '../outbox/outbox';
import type { MessageFile } from './attachments/MessageFiles';

/** Where one of the visitor's messages is: in the outbox, stored, seen by the team, or refused for good. */
export type DeliveryState = 'sending' | 'sent' | 'read' | 'failed';

export type ThreadItem = {
  /** The client message id: stable from the moment the visitor sends until the server's copy replaces the local one. */
  key: string;
  /** The server's id of the message; null while it exists only here. */
  messageId: string | null;
  body: string;
  createdAt: string;
  fromVisitor: boolean;
  /** Written by the answer bot: shown as the bot, its article links clickable. */
  fromAnswerBot: boolean;
  authorName: string;
  /** The team member's picture; null shows their initials. */
  authorAvatarUrl: string | null;
  files: readonly MessageFile[];
  /** The visitor's own messages only. */
  state?: DeliveryState;
};

export type ServerMessage = {
  id: string;
  seq: number;
  body: string;
  createdAt: string;
  fromVisitor: boolean;
  fromAnswerBot?: boolean;
  authorName: string;
  authorAvatarUrl?: string | null;
  clientMessageId: string;
  attachments: readonly MessageFile[];
};

type Sources = {
  clientThreadId: string;
  /** The thread's loaded history, in seq order. */
  messages: readonly ServerMessage[];
  operatorsLastReadSeq: number;
  pending: readonly OutboxEntry[];
  delivered: readonly DeliveredEntry[];
};

/**
 * What the thread shows: the server's history, then messages acknowledged but not yet in that history, then the
 * outbox. Each client message id appears once, as its most advanced copy.
 */
export function threadItems({ clientThreadId, messages, operatorsLastReadSeq, pending, delivered }: Sources): ThreadItem[] {
  const stateOf = (seq: number): DeliveryState => (seq <= operatorsLastReadSeq ? 'read' : 'sent');
  const shown = new Set(messages.map((message) => message.clientMessageId));
  const items: ThreadItem[] = messages.map((message) => ({
    key: message.clientMessageId,
    messageId: message.id,
    body: message.body,
    createdAt: message.createdAt,
    fromVisitor: message.fromVisitor,
    fromAnswerBot: message.fromAnswerBot ?? false,
    authorName: message.authorName,
    authorAvatarUrl: message.authorAvatarUrl ?? null,
    files: message.attachments,
    state: message.fromVisitor ? stateOf(message.seq) : undefined,
  }));
  const local = (entry: OutboxEntry, state: DeliveryState): ThreadItem => ({
    key: entry.clientMessageId,
    messageId: null,
    body: entry.body,
    createdAt: entry.createdAt,
    fromVisitor: true,
    fromAnswerBot: false,
    authorName: '',
    authorAvatarUrl: null,
    files: (entry.attachments ?? []).map((file) => ({ ...file, url: null })),
    state,
  });
  for (const entry of [...delivered].sort((a, b) => a.seq - b.seq)) {
    if (entry.clientThreadId !== clientThreadId || shown.has(entry.clientMessageId)) continue;
    shown.add(entry.clientMessageId);
    items.push(local(entry, stateOf(entry.seq)));
  }
  for (const entry of pending) {
    if (entry.clientThreadId !== clientThreadId || shown.has(entry.clientMessageId)) continue;
    shown.add(entry.clientMessageId);
    items.push(local(entry, entry.failed ? 'failed' : 'sending'));
  }
  return items;
}

export type MessageGroup = { key: string; fromVisitor: boolean; fromAnswerBot: boolean; authorName: string; authorAvatarUrl: string | null; items: ThreadItem[] };
export type DayGroup = { key: string; createdAt: string; groups: MessageGroup[] };

/** Consecutive messages from one author within this long read as one group, with one name and one time. */
const groupGapMs = 5 * 60_000;

const dayOf = (iso: string) => new Date(iso).toDateString();

export function groupMessages(items: readonly ThreadItem[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const item of items) {
    let day = days.at(-1);
    if (!day || dayOf(day.createdAt) !== dayOf(item.createdAt)) {
      day = { key: item.key, createdAt: item.createdAt, groups: [] };
      days.push(day);
    }
    const group = day.groups.at(-1);
    const previous = group?.items.at(-1);
    const continues =
      group &&
      previous &&
      group.fromVisitor === item.fromVisitor &&
      // The visitor's own messages group whatever name the server gave them; the team's by who wrote them.
      (item.fromVisitor || group.authorName === item.authorName) &&
      new Date(item.createdAt).getTime() - new Date(previous.createdAt).getTime() < groupGapMs;
    if (continues) group.items.push(item);
    else {
      const { fromVisitor, fromAnswerBot, authorName, authorAvatarUrl } = item;
      day.groups.push({ key: item.key, fromVisitor, fromAnswerBot, authorName, authorAvatarUrl, items: [item] });
    }
  }
  return days;
}
