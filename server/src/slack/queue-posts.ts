import type { Prisma } from '../generated/prisma/client';

type OutboxEvent = { organizationId: string; type: string; resource: unknown };
type MessageRow = { id: string; threadId: string; seq: number; kind: string; channel: string; authorKind: string };

/** What goes to Slack: the conversation itself, from the visitor or the team; notes, bots and system lines stay out. */
const postedAuthors = new Set(['CONTACT', 'OPERATOR', 'INTEGRATION']);

/**
 * Queues a Slack post for each new message of an organization with Slack connected, in the outbox's transaction, so a
 * message is posted once the worker gets to it even if this instance stops. Replies that came from Slack itself are
 * not posted back.
 */
export async function queueSlackPosts(tx: Prisma.TransactionClient, events: OutboxEvent[], now: Date): Promise<void> {
  const messages = events.filter((event) => event.type === 'message.created');
  if (messages.length === 0) return;
  const integrations = await tx.slackIntegration.findMany({
    where: { organizationId: { in: [...new Set(messages.map((event) => event.organizationId))] } },
    select: { id: true, organizationId: true },
  });
  if (integrations.length === 0) return;
  const posts = messages.flatMap((event) => {
    const integration = integrations.find((candidate) => candidate.organizationId === event.organizationId);
    const message = event.resource as MessageRow;
    if (!integration || message.kind !== 'MESSAGE' || message.channel === 'SLACK' || !postedAuthors.has(message.authorKind)) return [];
    return [{ integrationId: integration.id, threadId: message.threadId, messageId: message.id, seq: message.seq, nextAttemptAt: now, createdAt: now }];
  });
  if (posts.length > 0) await tx.slackPost.createMany({ data: posts });
}
