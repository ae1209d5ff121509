import type { PrismaClient, WebhookEndpoint } from '../generated/prisma/client';
import { ValidationError } from '../errors';
import type { Config } from '../config';
import type { SecretBox } from '../auth/secret-box';
import { parseWebhookUrl, resolveWebhookTarget, UnsafeWebhookUrl } from './address-guard';
import { testEventType } from './event-types';
import { newWebhookSecret, previousSecretGraceMs } from './secrets';

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

/** A new secret signs from now on; the old one keeps signing beside it for 24 hours. */
export function rotateSecret(prisma: PrismaClient, secrets: SecretBox, endpoint: WebhookEndpoint, now: Date): Promise<WebhookEndpoint> {
  return prisma.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: { secret: secrets.seal(newWebhookSecret()), previousSecret: endpoint.secret, previousSecretExpiresAt: new Date(now.getTime() + previousSecretGraceMs) },
  });
}

/** Queues a `webhook.test` delivery, whatever events the endpoint asked for. */
export function queueTestEvent(prisma: PrismaClient, endpoint: WebhookEndpoint, now: Date) {
  const payload = { type: testEventType, timestamp: now.toISOString(), data: { message: 'A test event from Parley. Your endpoint received it.' } };
  return prisma.webhookDelivery.create({ data: { endpointId: endpoint.id, eventType: testEventType, payload: JSON.stringify(payload), nextAttemptAt: now, createdAt: now } });
}

/** Sends a delivery again, same body and same webhook-id, whatever became of it. */
export function queueRedelivery(prisma: PrismaClient, deliveryId: string, now: Date) {
  return prisma.webhookDelivery.update({ where: { id: deliveryId }, data: { status: 'PENDING', nextAttemptAt: now, leaseUntil: null } });
}
