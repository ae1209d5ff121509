import { Prisma, type AuthorKind, type Message, type MessageChannel, type MessageKind, type PrismaClient, type Thread } from '../generated/prisma/client';
import { appendStatement, rowsOf } from './append-statement';
import { linkAttachments } from '../attachments/link-attachments';
import { countConversation } from '../billing/conversation-count';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';

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

/**
 * `threadCreated`: this message opened its thread (so the inbox hears of a new thread, not a new message).
 * `assignedOnReply`: this operator's reply took the unassigned thread on (so everyone hears of the assignment).
 * `autoReplyWanted`: a visitor's message in a thread its organization would auto-reply to when away; null when not
 * known (a retry found the message stored before).
 */
export type AppendResult = { message: Message; thread: Thread; created: boolean; threadCreated: boolean; assignedOnReply: boolean; autoReplyWanted: boolean | null };

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
 * instance get distinct, gap-free numbers in commit order. A visitor's new thread is opened by the
 * same statement, so a message that fails leaves no empty thread behind.
 */
export async function appendMessage(db: MessageStore, input: NewMessage): Promise<AppendResult> {
  const { prisma } = db;
  let stored: Stored;
  try {
    stored = await storeMessage(db, input);
  } catch (error) {
    // A retry (or a race with the first attempt): the unique client message id kept the first one, and
    // the whole attempt rolled back, so every caller gets the stored message and nothing else changed.
    if (!isUniqueViolation(error)) throw error;
    const found = await findStoredMessage(prisma, input, input.clientMessageId);
    if (!found) throw error;
    return { ...found, created: false, threadCreated: false, assignedOnReply: false, autoReplyWanted: null };
  }
  if (!stored.threadCreated) return { ...stored, created: true };
  // A new conversation counts towards the plan's month. A statement of its own, as one statement cannot number a
  // row it inserts; a crash in between leaves one conversation uncounted, never a message lost.
  const monthlyNumber = await countConversation(prisma, stored.thread.organizationId, stored.thread.id);
  return { ...stored, thread: { ...stored.thread, monthlyNumber }, created: true };
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

type Stored = { message: Message; thread: Thread; threadCreated: boolean; assignedOnReply: boolean; autoReplyWanted: boolean };

/** The client, and the way past it for the statement that stores a message (see db/text-statements). */
export type MessageStore = Pick<Database, 'prisma' | 'queryText'>;

/** One statement; with files, that statement and their linking share a transaction, so neither stands alone. */
async function storeMessage({ prisma, queryText }: MessageStore, input: NewMessage): Promise<Stored> {
  const now = new Date();
  const statement = appendStatement(input, previewOf(input.body), now);
  if (!input.attachmentIds?.length) return firstRow(await queryText(statement.text, statement.values), input);
  const attachmentIds = input.attachmentIds;
  // Under a burst, waiting for a pooled connection can take a while; a send should wait rather than fail.
  return prisma.$transaction(
    async (tx) => {
      const answers = await tx.$queryRaw<{ json: string }[]>(statement);
      const stored = firstRow(answers.map((answer) => answer.json), input);
      const fileNames = await linkAttachments(tx, stored.message, attachmentIds);
      if (input.kind !== 'MESSAGE' || input.body.trim() || fileNames.length === 0) return stored;
      const thread = await tx.thread.update({ where: { id: stored.thread.id }, data: { preview: previewOf(input.body, fileNames) } });
      return { ...stored, thread };
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}

function firstRow(answers: string[], input: NewMessage): Stored {
  // No row: the thread (or the visitor who would open it) does not exist.
  if (answers.length === 0) throw new Error(`No thread to append to: ${JSON.stringify('threadId' in input ? input.threadId : input.visitorThread)}`);
  return rowsOf(answers[0]!);
}

export type Reader = { organizationId: string; threadId: string; userId?: string; contactId?: string };

/**
 * Moves a reader's position forward (never back); returns whether it moved. One statement, which locks the thread
 * before the read position, as appending a message does: the database's inbox counts (see the inbox_counts migration)
 * rely on every writer of read positions taking the thread first.
 */
export async function advanceReadState(prisma: Prisma.TransactionClient | PrismaClient, reader: Reader, seq: number): Promise<boolean> {
  const column = Prisma.raw(reader.userId ? '"userId"' : '"contactId"');
  const now = new Date().toISOString();
  const [row] = await prisma.$queryRaw<{ moved: number }[]>`
    WITH t AS (SELECT "id", "organizationId" FROM "Thread" WHERE "id" = ${reader.threadId} FOR NO KEY UPDATE),
    moved AS (
      INSERT INTO "ReadState" ("id", "organizationId", "threadId", ${column}, "lastReadSeq", "updatedAt")
      SELECT gen_random_uuid()::text, t."organizationId", t."id", ${reader.userId ?? reader.contactId!}, ${seq}, CAST(${now} AS timestamp(3)) FROM t
      ON CONFLICT ("threadId", ${column}) DO UPDATE SET "lastReadSeq" = EXCLUDED."lastReadSeq", "updatedAt" = EXCLUDED."updatedAt"
      WHERE "ReadState"."lastReadSeq" < EXCLUDED."lastReadSeq"
      RETURNING 1
    )
    SELECT COUNT(*)::int AS "moved" FROM moved`;
  return row!.moved > 0;
}
