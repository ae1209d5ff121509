import { offerUnreadCounts } from '../conversations/unread-counts-after';
import { unreadCountsOf } from '../conversations/unread-threads';
import { oncePerEvent } from '../graphql/once-per-event';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { TextStatement } from '../db/text-statements';
import { readStarts } from './arrivals';
import { readingAsDeliveryOf } from './deliveries';
import { deliveryRowRead, markDeliveryRow, messageWithThread } from './delivery-rows';
import { jsonRead, type JsonRead } from '../db/json-read';

const readOperations = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy']);

/** The message an event names, if any. */
function messageIdOf(event: object): string | null {
  return 'messageId' in event && typeof event.messageId === 'string' ? event.messageId : null;
}

/**
 * A row of the delivery selection, read once per event. The message an event names and its thread (which every
 * document asks for with it) come in one read, a round trip fewer per message; null when the row is gone.
 */
function deliveryRowOf(queryText: TextStatement, event: object, model: string, row: DeliveryRow): Promise<unknown> {
  const alone = () => oncePerEvent(event, `row:${model}:${row.id}`, () => readRow(queryText, model, row));
  const messageId = messageIdOf(event);
  const withItsMessage = messageId !== null && ((model === 'Message' && row.id === messageId) || (model === 'Thread' && 'threadId' in event && row.id === event.threadId));
  if (!withItsMessage) return alone();
  const read = oncePerEvent(event, `row:Message+Thread:${messageId}`, () => readMessageWithThread(queryText, messageId));
  return read.then((message) => {
    if (model === 'Message') return message;
    return message?.threadId === row.id ? message.thread : alone();
  });
}

type DeliveryRow = NonNullable<ReturnType<typeof deliveryRowRead>>;

/**
 * Each model's row as the delivery selection reads it, one statement each (see db/json-read), built at its first read:
 * through the ORM's query API, mapping the relations of these reads cost more than the statements.
 */
const rowReads = new Map<string, JsonRead>();

async function readRow(queryText: TextStatement, model: string, row: DeliveryRow): Promise<unknown> {
  let read = rowReads.get(model);
  if (!read) rowReads.set(model, (read = jsonRead(model, { include: row.args.include })));
  const found = await read(queryText, row.id);
  if (found) markDeliveryRow(found);
  return found;
}

/** The same, for the message and its thread together. */
const messageWithThreadRead = jsonRead('Message', messageWithThread);

type CountRows = { id: string; inboxCount: { threads: number } | null; inboxUpToDate: { userId: string; threads: number }[] };

/** The message with its thread, as the delivery selection reads them; its organization's unread counts are kept for the inbox. */
async function readMessageWithThread(queryText: TextStatement, messageId: string) {
  const startedAt = readStarts();
  const message = (await messageWithThreadRead(queryText, messageId)) as { threadId: string; thread: unknown } | null;
  if (message) {
    markDeliveryRow(message);
    markDeliveryRow(message.thread as object);
    const { id, inboxCount, inboxUpToDate } = (message as unknown as { organization: CountRows }).organization;
    offerUnreadCounts(id, startedAt, unreadCountsOf(inboxCount, inboxUpToDate));
  }
  return message;
}

/**
 * While subscribers' copies of one event are resolved, a read asked with the same arguments is made once per event
 * and instance, and its rows are shared by every subscriber. Each subscriber runs the same fields (the same documents
 * from the same dashboard and widget), so without this a message to an inbox watched by twenty operators read its
 * thread, contact, assignee and labels twenty times. What differs per viewer is read with arguments of its own, and
 * every field still checks the viewer's rights on its own context: only identical reads are shared. A send's answer
 * reads as a delivery of the message it published (see graphql/answer-as-delivery), and shares these reads too.
 *
 * Written here because graphql-yoga and Pothos cache per context, and a context is per subscriber.
 */
const sharedReadsExtension = (queryText: TextStatement) =>
  Prisma.defineExtension({
    name: 'shared-delivery-reads',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          const event = readingAsDeliveryOf();
          if (!event || !readOperations.has(operation)) return query(args);
          const row = deliveryRowRead(model, operation, args);
          if (!row) return oncePerEvent(event, `read:${model}.${operation}:${JSON.stringify(args)}`, () => query(args));
          // One read of the row serves every document's subset of it; a row that is gone answers null to a findUnique,
          // and a findUniqueOrThrow then reads on its own to throw Prisma's own error.
          const shared = deliveryRowOf(queryText, event, model, row);
          return shared.then((found) => (found === null && operation === 'findUniqueOrThrow' ? query(args) : found));
        },
      },
    },
  });

export function withSharedDeliveryReads(prisma: PrismaClient, queryText: TextStatement): PrismaClient {
  // The extension adds no methods or fields, so the extended client is used as the plain one.
  return prisma.$extends(sharedReadsExtension(queryText)) as unknown as PrismaClient;
}
