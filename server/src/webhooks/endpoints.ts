import type { PrismaClient, WebhookEndpoint } from '../generated/prisma/client';
import { ValidationError } from '../errors';
import type { Config } from '../config';
import type { SecretBox } from '../auth/secret-box';
import { parseWebhookUrl, resolveWebhookTarget, UnsafeWebhookUrl } from './address-guard';
import { testEventType } from './event-types';
import { newWebhookSecret, previousSecretGraceMs, readableSecret } from './secrets';

/** Refuses a URL a webhook may not be sent to, as a validation error on `url`; returns it normalised. */
export async function checkEndpointUrl(config: Config, value: string): Promise<string> {
  try {
    const url = parseWebhookUrl(value.trim());
    await resolveWebhookTarget(url, config.webhooksAllowPrivateNetworks);
    return url.toString();
  } catch (error) {
    if (error instanceof UnsafeWebhookUrl) throw ValidationError.forField('url', error.message);
    throw error;
  }
}

/**
 * A new secret signs from now on; the old one keeps signing beside it for 24 hours, unless this server can no longer
 * read it (then nothing could be signed with it, and only the new one is kept).
 */
export function rotateSecret(prisma: PrismaClient, secrets: SecretBox, endpoint: WebhookEndpoint, now: Date): Promise<WebhookEndpoint> {
  const keepsPrevious = readableSecret(secrets, endpoint.secret) !== null;
  return prisma.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: {
      secret: secrets.seal(newWebhookSecret()),
      previousSecret: keepsPrevious ? endpoint.secret : null,
      previousSecretExpiresAt: keepsPrevious ? new Date(now.getTime() + previousSecretGraceMs) : null,
    },
  });
}

/** Queues a `webhook.test` delivery, whatever events the endpoint asked for. */
export function queueTestEvent(prisma: PrismaClient, endpoint: WebhookEndpoint, now: Date) {
  const payload = { type: testEventType, timestamp: now.toISOString(), data: { message: 'A test event from Parley. Your endpoint received it.' } };
  return prisma.webhookDelivery.create({ data: { endpointId: endpoint.id, eventType: testEventType, payload: JSON.stringify(payload), nextAttemptAt: now, createdAt: now } });
}

/**
 * Sends a delivery again, same body and same webhook-id, whatever became of it; but not while an instance holds it
 * for an attempt (its lease is live): the update and the worker's claim lock the same row, so either the redelivery
 * comes first and is claimed once, or the attempt holds the row and the redelivery is refused.
 */
export async function queueRedelivery(prisma: PrismaClient, deliveryId: string, now: Date) {
  const queued = await prisma.webhookDelivery.updateMany({
    where: { id: deliveryId, OR: [{ leaseUntil: null }, { leaseUntil: { lte: now } }] },
    data: { status: 'PENDING', nextAttemptAt: now, leaseUntil: null },
  });
  if (queued.count === 0) throw ValidationError.forField('deliveryId', 'This delivery is being sent right now. Wait for the attempt to finish, then send it again if needed.');
  return prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
}
