import { lastSeenStaleBefore } from '../contacts/last-seen';
import { columnsAsJson } from '../db/json-read';
import { sqlTimestamp } from '../db/sql-timestamp';
import { Prisma, type Message, type Thread } from '../generated/prisma/client';
import { isTeamAuthor } from './awaiting-reply';
import type { NewMessage } from './append-message';

/** The written thread and message, answered as one text column (see db/text-statements) and turned back into rows by rowsOf. */
const threadColumns = columnsAsJson('Thread', 't');
const messageColumns = columnsAsJson('Message', 'm');

/**
 * One message stored by one SQL statement: the thread row hands out the next sequence number (opening the
 * visitor's thread if it is new), the message row takes it, the writer's read position moves to it and a
 * visitor's last-seen time follows. A single statement is atomic and holds the thread row's lock only while it
 * runs, where an interactive transaction held it across seven round trips; it is written by hand because
 * Prisma's query API cannot chain writes through data-modifying CTEs.
 */
export function appendStatement(input: NewMessage, preview: string, nowDate: Date): Prisma.Sql {
  const now = sqlTimestamp(nowDate);
  const flags = authorFlags(input);
  const threadChange = threadChangeOf(flags, preview, now, input.authorUserId ?? null, assignsOnReply(input, flags));
  const thread =
    'threadId' in input
      ? Prisma.sql`UPDATE "Thread" SET ${threadChange} WHERE "id" = ${input.threadId} RETURNING "Thread".*, false AS "threadCreated"`
      : openOrAdvanceVisitorThread(input.visitorThread, flags, preview, now, threadChange);
  const assignedOnReply = assignsOnReply(input, flags) ? Prisma.sql`(b."assigneeId" IS NULL AND t."assigneeId" = ${input.authorUserId ?? null})` : Prisma.sql`false`;
  return Prisma.sql`
    WITH b AS (${assigneeBefore(input)}),
    t AS (${thread}),
    m AS (
      INSERT INTO "Message" ("id", "organizationId", "threadId", "authorKind", "authorUserId", "authorContactId", "authorApiKeyId", "kind", "channel", "body", "clientMessageId", "seq", "createdAt")
      SELECT gen_random_uuid()::text, t."organizationId", t."id", ${input.authorKind}::"AuthorKind", ${input.authorUserId ?? null}, ${input.authorContactId ?? null},
             ${input.authorApiKeyId ?? null}, ${input.kind}::"MessageKind", ${input.channel ?? 'CHAT'}::"MessageChannel", ${input.body}, ${input.clientMessageId}, t."lastSeq", ${now}
      FROM t
      RETURNING *
    )${readPositionOf(input, now)}${lastSeenOf(input, now, nowDate)}
    SELECT json_build_object('thread', ${Prisma.raw(threadColumns.sql)}, 'message', ${Prisma.raw(messageColumns.sql)}, 'threadCreated', t."threadCreated",
           'assignedOnReply', ${assignedOnReply}, 'autoReplyWanted', ${autoReplyWanted(input)})::text AS "json"
    FROM t, m LEFT JOIN b ON true`;
}

/**
 * Whether the organization would auto-reply to this visitor's message (if the team is away), read by the same
 * statement so that a send to a team without an auto-reply needs no other query for it.
 */
function autoReplyWanted(input: NewMessage): Prisma.Sql {
  if (input.authorKind !== 'CONTACT') return Prisma.sql`false`;
  return Prisma.sql`(t."autoRepliedAt" IS NULL AND EXISTS (
    SELECT 1 FROM "Organization" o WHERE o."id" = t."organizationId" AND o."autoReplyEnabled" AND btrim(o."autoReply") <> ''))`;
}

/** An operator's visible answer in an existing thread may take it on (see threadChangeOf). */
function assignsOnReply(input: NewMessage, flags: AuthorFlags): boolean {
  return 'threadId' in input && flags.teamAnswer && input.authorKind === 'OPERATOR' && Boolean(input.authorUserId);
}

/**
 * The assignee as the statement found it: all parts of one statement share a snapshot, so this is the value before
 * the update. When another reply assigned the thread first, the update re-reads the locked row and keeps that
 * assignee, and this reply reports no assignment because the new assignee is not its author.
 */
function assigneeBefore(input: NewMessage): Prisma.Sql {
  if (!('threadId' in input)) return Prisma.sql`SELECT NULL::text AS "assigneeId" WHERE false`;
  return Prisma.sql`SELECT "assigneeId" FROM "Thread" WHERE "id" = ${input.threadId}`;
}

/** What appendStatement answers, as the ORM would answer the thread and the message. */
export function rowsOf(json: string): { thread: Thread; message: Message; threadCreated: boolean; assignedOnReply: boolean; autoReplyWanted: boolean } {
  const answer = JSON.parse(json) as { thread: Record<string, unknown>; message: Record<string, unknown>; threadCreated: boolean; assignedOnReply: boolean; autoReplyWanted: boolean };
  threadColumns.convert(answer.thread);
  messageColumns.convert(answer.message);
  return { ...answer, thread: answer.thread as Thread, message: answer.message as Message };
}

type AuthorFlags = { visible: boolean; fromVisitor: boolean; teamAnswer: boolean; previews: boolean };

function authorFlags(input: NewMessage): AuthorFlags {
  const visible = input.kind === 'MESSAGE';
  return {
    visible,
    fromVisitor: input.authorKind === 'CONTACT',
    // Only an answer the visitor can see ends their wait and counts as the thread's first response.
    teamAnswer: isTeamAuthor(input.authorKind) && visible,
    // The inbox previews what people wrote; an automatic reply would hide the visitor's question.
    previews: visible && input.authorKind !== 'BOT',
  };
}

/**
 * The existing thread row after the message, as SET assignments over its old values ("Thread"."column"): the
 * statement runs under the row lock, so these read the thread as it stands when the message takes its number.
 */
function threadChangeOf(flags: AuthorFlags, preview: string, now: Prisma.Sql, authorUserId: string | null, assignOnReply: boolean): Prisma.Sql {
  const old = (column: string) => Prisma.raw(`"Thread"."${column}"`);
  const sets = [Prisma.sql`"lastSeq" = ${old('lastSeq')} + 1`, Prisma.sql`"updatedAt" = ${now}`];
  if (flags.visible) sets.push(Prisma.sql`"lastMessageAt" = ${now}`);
  if (flags.previews) sets.push(Prisma.sql`"preview" = ${preview}`);
  if (flags.fromVisitor) {
    // A visitor writing always brings the thread back to the inbox, snoozed or closed; only the first unanswered
    // message starts the wait (and a new wait may be emailed about again).
    sets.push(Prisma.sql`"status" = 'OPEN', "snoozedUntil" = NULL, "closedAt" = NULL`);
    sets.push(Prisma.sql`"awaitingReplySince" = COALESCE(${old('awaitingReplySince')}, ${now})`);
    sets.push(Prisma.sql`"unansweredNotifiedAt" = CASE WHEN ${old('awaitingReplySince')} IS NULL THEN NULL ELSE ${old('unansweredNotifiedAt')} END`);
  }
  if (flags.teamAnswer) {
    sets.push(Prisma.sql`"awaitingReplySince" = NULL, "unansweredNotifiedAt" = NULL`);
    sets.push(Prisma.sql`"firstResponseAt" = COALESCE(${old('firstResponseAt')}, ${now})`);
    sets.push(Prisma.sql`"firstResponderId" = CASE WHEN ${old('firstResponseAt')} IS NULL THEN ${authorUserId} ELSE ${old('firstResponderId')} END`);
  }
  if (assignOnReply) {
    // Replying to an unassigned thread takes it on, when the organization works that way (the default).
    sets.push(Prisma.sql`"assigneeId" = CASE
      WHEN ${old('assigneeId')} IS NULL AND (SELECT o."assignOnReply" FROM "Organization" o WHERE o."id" = ${old('organizationId')}) THEN ${authorUserId}
      ELSE ${old('assigneeId')} END`);
  }
  return Prisma.join(sets, ', ');
}

/**
 * The visitor's thread by the name their widget gave it: opened with this first message, or advanced like any
 * thread when it exists. Two first messages at once: the second waits for the first's insert, then advances it.
 */
function openOrAdvanceVisitorThread(key: { contactId: string; clientThreadId: string }, flags: AuthorFlags, preview: string, now: Prisma.Sql, threadChange: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "Thread" ("id", "organizationId", "widgetId", "contactId", "clientThreadId", "teamId", "lastSeq", "lastMessageAt", "preview", "awaitingReplySince", "updatedAt")
    SELECT gen_random_uuid()::text, c."organizationId", c."widgetId", c."id", ${key.clientThreadId}, w."defaultTeamId", 1, ${now},
           ${flags.previews ? preview : ''}, ${flags.fromVisitor ? now : Prisma.sql`NULL`}, ${now}
    FROM "Contact" c JOIN "Widget" w ON w."id" = c."widgetId"
    WHERE c."id" = ${key.contactId}
    ON CONFLICT ("contactId", "clientThreadId") DO UPDATE SET ${threadChange}
    RETURNING "Thread".*, (xmax = 0) AS "threadCreated"`;
}

/** Whoever writes has read everything up to their own message; the thread row lock makes it the highest seq. */
function readPositionOf(input: NewMessage, now: Prisma.Sql): Prisma.Sql {
  const reader = input.authorUserId ? { column: 'userId', id: input.authorUserId } : input.authorContactId ? { column: 'contactId', id: input.authorContactId } : null;
  if (!reader) return Prisma.empty;
  const column = Prisma.raw(`"${reader.column}"`);
  return Prisma.sql`,
    r AS (
      INSERT INTO "ReadState" ("id", "organizationId", "threadId", ${column}, "lastReadSeq", "updatedAt")
      SELECT gen_random_uuid()::text, t."organizationId", t."id", ${reader.id}, t."lastSeq", ${now} FROM t
      ON CONFLICT ("threadId", ${column}) DO UPDATE SET "lastReadSeq" = EXCLUDED."lastReadSeq", "updatedAt" = EXCLUDED."updatedAt"
    )`;
}

/**
 * A visitor who writes is here now, written at most as often as the heartbeat writes it (see contacts/last-seen): each
 * write of a contact's row adds an entry to each of its indexes, trigram ones among them, and a chat's every message
 * rewrote it.
 */
function lastSeenOf(input: NewMessage, now: Prisma.Sql, nowDate: Date): Prisma.Sql {
  if (input.authorKind !== 'CONTACT' || !input.authorContactId) return Prisma.empty;
  return Prisma.sql`,
    seen AS (UPDATE "Contact" SET "lastSeenAt" = ${now} WHERE "id" = ${input.authorContactId} AND "lastSeenAt" < ${sqlTimestamp(lastSeenStaleBefore(nowDate))})`;
}
