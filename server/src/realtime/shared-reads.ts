import { oncePerEvent } from '../graphql/once-per-event';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { deliveredEvent } from './deliveries';
import { deliveryRowRead } from './delivery-rows';

const readOperations = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy']);

/**
 * While subscribers' copies of one event are resolved, a read asked with the same arguments is made once per event
 * and instance, and its rows are shared by every subscriber. Each subscriber runs the same fields (the same documents
 * from the same dashboard and widget), so without this a message to an inbox watched by twenty operators read its
 * thread, contact, assignee and labels twenty times. What differs per viewer is read with arguments of its own, and
 * every field still checks the viewer's rights on its own context: only identical reads are shared.
 *
 * Written here because graphql-yoga and Pothos cache per context, and a context is per subscriber.
 */
const sharedReadsExtension = Prisma.defineExtension({
  name: 'shared-delivery-reads',
  query: {
    $allModels: {
      $allOperations({ model, operation, args, query }) {
        const event = deliveredEvent();
        if (!event || !readOperations.has(operation)) return query(args);
        const row = deliveryRowRead(model, operation, args);
        if (!row) return oncePerEvent(event, `read:${model}.${operation}:${JSON.stringify(args)}`, () => query(args));
        // One read of the row serves every document's subset of it; a row that is gone answers null to a findUnique,
        // and a findUniqueOrThrow then reads on its own to throw Prisma's own error.
        const shared = oncePerEvent(event, `row:${model}:${row.id}`, () => query(row.args).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error))));
        return shared.then((found) => (found === null && operation === 'findUniqueOrThrow' ? query(args) : found));
      },
    },
  },
});

function isNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}

export function withSharedDeliveryReads(prisma: PrismaClient): PrismaClient {
  // The extension adds no methods or fields, so the extended client is used as the plain one.
  return prisma.$extends(sharedReadsExtension) as unknown as PrismaClient;
}
