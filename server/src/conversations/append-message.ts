import type { AuthorKind, Message, MessageChannel, MessageKind, Prisma, PrismaClient, Thread } from '../generated/prisma/client';
import { linkAttachments } from '../attachments/link-attachments';
import { isUniqueViolation } from '../db/errors';
import { isTeamAuthor, replyNoLongerAwaited } from './awaiting-reply';
import { countConversation } from '../billing/conversation-count';

/** A visitor's thread as their widget names it (client thread id), opened by its first message. */
export type VisitorThreadKey = { contactId: string; clientThreadId: string };

/** Where a message goes: a thread by id, or a visitor's thread by name, opened in the message's transaction if new. */
export type MessageTarget = { threadId: string } | { visitorThread: VisitorThreadKey };

export type NewMessage = MessageTarget & {
  authorKind: AuthorKind;
  authorUserId?: string;
  authorContactId?: string;
  /** The API key an integration sent it through (author kind INTEGRATION). */
  authorApiKeyId?: string;
  kind: MessageKind;
  /** Where the author wrote it; the chat unless said otherwise. */
  channel?: MessageChannel;
  body: string;
  /** The sender's idempotency key: sending the same one twice stores one message. */
  clientMessageId: string;
  /** Uploads by the same author to send with the message (see linkAttachments). */
  attachmentIds?: string[];
};

/** `threadCreated`: this message opened its thread (so the inbox hears of a new thread, not a new message). */
export type AppendResult = { message: Message; thread: Thread; created: boolean; threadCreated: boolean };

const previewLength = 140;

/** The inbox line for a message: its text, or the names of its files when it has no text. */
export function previewOf(body: string, fileNames: string[] = []): string {
  if (!body.trim() && fileNames.length > 0) return previewOf(`📎 ${fileNames.join(', ')}`);
  const oneLine = body.replace(/\s+/g, ' ').trim();
  return oneLine.length > previewLength ? `${oneLine.slice(0, previewLength - 1)}…` : oneLine;
}

/**
 * Stores a message exactly once and commits it before anyone hears of it. The thread row's update
 * hands out the next sequence number and locks the row until commit, so concurrent senders on any
 * instance get distinct, gap-free numbers in commit order. A visitor's new thread is opened in the
 * same transaction, so a message that fails leaves no empty thread behind.
 */
export async function appendMessage(prisma: PrismaClient, input: NewMessage): Promise<AppendResult> {
  try {
    // Under a burst, waiting for a pooled connection can take a while; a send should wait rather than fail.
    return { ...(await prisma.$transaction((tx) => insertMessage(tx, input), { maxWait: 15_000, timeout: 15_000 })), created: true };
  } catch (error) {
    // A retry (or a race with the first attempt): the unique client message id kept the first one, and
    // the whole attempt rolled back, so every caller gets the stored message and nothing else changed.
    if (!isUniqueViolation(error)) throw error;
    const stored = await findStoredMessage(prisma, input, input.clientMessageId);
    if (!stored) throw error;
    return { ...stored, created: false, threadCreated: false };
  }
}

/** The message a sender already stored under this client message id, with its thread; null when there is none. */
export async function findStoredMessage(prisma: PrismaClient, target: MessageTarget, clientMessageId: string): Promise<{ message: Message; thread: Thread } | null> {
  const stored =
    'threadId' in target
      ? await prisma.message.findUnique({ where: { threadId_clientMessageId: { threadId: target.threadId, clientMessageId } }, include: { thread: true } })
      : await prisma.message.findFirst({ where: { clientMessageId, thread: target.visitorThread }, include: { thread: true } });
  if (!stored) return null;
  const { thread, ...message } = stored;
  return { message, thread };
}

/** The target thread's id, opening the visitor's thread when it does not exist yet. */
async function targetThread(tx: Prisma.TransactionClient, target: MessageTarget): Promise<{ threadId: string; threadCreated: boolean }> {
  if ('threadId' in target) return { threadId: target.threadId, threadCreated: false };
  const where = { contactId_clientThreadId: target.visitorThread };
  const existing = await tx.thread.findUnique({ where, select: { id: true } });
  if (existing) return { threadId: existing.id, threadCreated: false };
  const contact = await tx.contact.findUniqueOrThrow({
    where: { id: target.visitorThread.contactId },
    select: { organizationId: true, widgetId: true, widget: { select: { defaultTeamId: true } } },
  });
  // Two first messages at once: the second waits for the first's insert, then finds its thread once it commits.
  const [created] = await tx.thread.createManyAndReturn({
    data: [{ ...target.visitorThread, organizationId: contact.organizationId, widgetId: contact.widgetId, teamId: contact.widget.defaultTeamId }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (created) {
    await countConversation(tx, contact.organizationId, created.id);
    return { threadId: created.id, threadCreated: true };
  }
  return { threadId: (await tx.thread.findUniqueOrThrow({ where, select: { id: true } })).id, threadCreated: false };
}

async function insertMessage(tx: Prisma.TransactionClient, input: NewMessage): Promise<{ message: Message; thread: Thread; threadCreated: boolean }> {
  const now = new Date();
  const visibleToVisitor = input.kind === 'MESSAGE';
  const { threadId, threadCreated } = await targetThread(tx, input);
  let thread = await tx.thread.update({
    where: { id: threadId },
    data: {
      lastSeq: { increment: 1 },
      ...(visibleToVisitor ? { lastMessageAt: now } : {}),
      // The inbox previews what people wrote; an automatic reply would hide the visitor's question.
      ...(visibleToVisitor && input.authorKind !== 'BOT' ? { preview: previewOf(input.body) } : {}),
      // A visitor writing always brings the thread back to the inbox, snoozed or closed.
      ...(input.authorKind === 'CONTACT' ? { status: 'OPEN', snoozedUntil: null, closedAt: null } : {}),
      ...(isTeamAuthor(input.authorKind) && visibleToVisitor ? replyNoLongerAwaited : {}),
    },
  });
  // The row is locked until commit, so this sees the wait as it stands: only the first unanswered message starts it.
  if (input.authorKind === 'CONTACT' && thread.awaitingReplySince === null) {
    thread = await tx.thread.update({ where: { id: thread.id }, data: { awaitingReplySince: now, unansweredNotifiedAt: null } });
  }
  // Likewise only the first answer the visitor can see is the thread's first response (reports time it).
  if (isTeamAuthor(input.authorKind) && visibleToVisitor && thread.firstResponseAt === null) {
    thread = await tx.thread.update({ where: { id: thread.id }, data: { firstResponseAt: now, firstResponderId: input.authorUserId ?? null } });
  }
  const message = await tx.message.create({
    data: {
      organizationId: thread.organizationId,
      threadId,
      authorKind: input.authorKind,
      authorUserId: input.authorUserId,
      authorContactId: input.authorContactId,
      authorApiKeyId: input.authorApiKeyId,
      kind: input.kind,
      channel: input.channel,
      body: input.body,
      clientMessageId: input.clientMessageId,
      seq: thread.lastSeq,
      createdAt: now,
    },
  });
  const fileNames = await linkAttachments(tx, message, input.attachmentIds ?? []);
  let storedThread = thread;
  if (visibleToVisitor && !input.body.trim() && fileNames.length > 0) {
    storedThread = await tx.thread.update({ where: { id: thread.id }, data: { preview: previewOf(input.body, fileNames) } });
  }
  // Whoever writes has read everything up to their own message; the thread row lock makes this the highest seq.
  const reader = input.authorUserId ? { userId: input.authorUserId } : input.authorContactId ? { contactId: input.authorContactId } : null;
  if (reader) {
    const where = 'userId' in reader ? { threadId_userId: { threadId, userId: reader.userId! } } : { threadId_contactId: { threadId, contactId: reader.contactId! } };
    await tx.readState.upsert({
      where,
      create: { organizationId: thread.organizationId, threadId, ...reader, lastReadSeq: message.seq },
      update: { lastReadSeq: message.seq },
    });
  }
  return { message, thread: storedThread, threadCreated };
}

export type Reader = { organizationId: string; threadId: string; userId?: string; contactId?: string };

/** Moves a reader's position forward (never back); returns whether it moved. */
export async function advanceReadState(tx: Prisma.TransactionClient | PrismaClient, reader: Reader, seq: number): Promise<boolean> {
  const who = reader.userId ? { userId: reader.userId } : { contactId: reader.contactId! };
  const moved = await tx.readState.updateMany({ where: { threadId: reader.threadId, ...who, lastReadSeq: { lt: seq } }, data: { lastReadSeq: seq } });
  if (moved.count > 0) return true;
  const existing = await tx.readState.findFirst({ where: { threadId: reader.threadId, ...who }, select: { id: true } });
  if (existing) return false;
  try {
    await tx.readState.create({ data: { organizationId: reader.organizationId, threadId: reader.threadId, ...who, lastReadSeq: seq } });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return advanceReadState(tx, reader, seq);
  }
}
