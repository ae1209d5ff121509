import type { PrismaClient } from '../generated/prisma/client';
import { queueSlackPosts } from '../slack/queue-posts';
import { endpointWants, webhookPayload } from './payloads';

const batchSize = 100;

type OutboxRow = { id: string; organizationId: string; type: string; resource: unknown; changes: unknown; occurredAt: Date };

/**
 * Turns outbox events into one delivery per endpoint that wants them (and Slack posts), and removes the events, in one transaction:
 * an instance that dies half-way leaves the events for the next. SKIP LOCKED lets several instances share the work
 * without taking the same event twice. Returns how many events were handled.
 */
export async function dispatchOutbox(prisma: PrismaClient, now: Date): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const events = await tx.$queryRaw<OutboxRow[]>`
      SELECT "id", "organizationId", "type", "resource", "changes", "occurredAt" FROM "OutboxEvent"
      ORDER BY "occurredAt" LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return 0;
    const organizationIds = [...new Set(events.map((event) => event.organizationId))];
    const endpoints = await tx.webhookEndpoint.findMany({ where: { organizationId: { in: organizationIds }, enabled: true } });
    const deliveries = events.flatMap((event) => {
      const wanting = endpoints.filter((endpoint) => endpoint.organizationId === event.organizationId && endpointWants(endpoint, event));
      if (wanting.length === 0) return [];
      const payload = JSON.stringify(webhookPayload({ ...event, occurredAt: new Date(event.occurredAt) }));
      return wanting.map((endpoint) => ({ endpointId: endpoint.id, eventType: event.type, payload, nextAttemptAt: now, createdAt: now }));
    });
    if (deliveries.length > 0) await tx.webhookDelivery.createMany({ data: deliveries });
    await queueSlackPosts(tx, events, now);
    await tx.outboxEvent.deleteMany({ where: { id: { in: events.map((event) => event.id) } } });
    return events.length;
  });
}
