import type { PrismaClient, WebhookDelivery, WebhookEndpoint } from '../generated/prisma/client';
import { appLink } from '../services';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from '../email/mailer';
import { UnreadableSecret, type SecretBox } from '../auth/secret-box';
import { webhookEndpointDisabled } from '../email/templates';
import { parseWebhookUrl, resolveWebhookTarget, UnsafeWebhookUrl } from './address-guard';
import { postWebhook, type PostResult } from './post-webhook';
import { failingEndpointLimitMs, nextAttemptAfterFailure } from './retry-schedule';
import { signDelivery } from './signing';

export type DeliveryDeps = {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  now: () => Date;
  timeoutMs: number;
  /** Opens the endpoints' signing secrets, which are stored encrypted. */
  secrets: SecretBox;
  /** Opens Slack bot tokens: the same worker posts to Slack. */
  slackSecrets: SecretBox;
};

/** A claimed delivery is held this long past the request timeout; after that another instance may take it over. */
const leaseMarginMs = 30_000;

/**
 * Claims due deliveries for this instance: FOR UPDATE SKIP LOCKED picks rows no other instance is claiming, and the
 * lease keeps them from being claimed again while the attempt runs. An instance that dies mid-attempt never records
 * it, so the delivery is due again once its lease runs out, and goes out again under the same webhook-id.
 */
export async function claimDueDeliveries(deps: DeliveryDeps, limit: number): Promise<{ id: string; leaseUntil: Date }[]> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.timeoutMs + leaseMarginMs);
  // Timestamps are passed as UTC text: the columns are `timestamp without time zone` holding UTC.
  const rows = await deps.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "WebhookDelivery" SET "leaseUntil" = ${leaseUntil.toISOString()}::timestamp(3)
    WHERE "id" IN (
      SELECT d."id" FROM "WebhookDelivery" d JOIN "WebhookEndpoint" e ON e."id" = d."endpointId"
      WHERE d."status" = 'PENDING' AND e."enabled"
        AND d."nextAttemptAt" <= ${now.toISOString()}::timestamp(3)
        AND (d."leaseUntil" IS NULL OR d."leaseUntil" <= ${now.toISOString()}::timestamp(3))
      ORDER BY d."nextAttemptAt" LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((row) => ({ id: row.id, leaseUntil }));
}

/** The secrets a delivery is signed with now: the current one, and the previous one while its grace period lasts. */
function signingSecrets(secrets: SecretBox, endpoint: WebhookEndpoint, now: Date): string[] {
  const previous = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now ? [endpoint.previousSecret] : [];
  return [endpoint.secret, ...previous].map((stored) => secrets.open(stored));
}

/** The `webhook-id` of a delivery: the same on every attempt, so receivers can drop duplicates. */
export function webhookMessageId(deliveryId: string): string {
  return `msg_${deliveryId}`;
}

async function send(deps: DeliveryDeps, endpoint: WebhookEndpoint, delivery: WebhookDelivery, signal: AbortSignal): Promise<PostResult> {
  try {
    // Checked again at every attempt: the name may resolve elsewhere than when the endpoint was saved.
    const url = parseWebhookUrl(endpoint.url);
    const target = await resolveWebhookTarget(url, deps.config.webhooksAllowPrivateNetworks);
    const headers = signDelivery(webhookMessageId(delivery.id), deps.now(), delivery.payload, signingSecrets(deps.secrets, endpoint, deps.now()));
    return await postWebhook(url, target, delivery.payload, headers, { timeoutMs: deps.timeoutMs, signal });
  } catch (error) {
    // Recorded as a failed attempt, so the delivery log tells admins why nothing arrives.
    if (error instanceof UnsafeWebhookUrl || error instanceof UnreadableSecret) return { statusCode: null, error: error.message, responseBody: '', durationMs: 0 };
    throw error;
  }
}

/**
 * Makes one attempt and records it, unless the instance is stopping (then the lease lapses and another attempt
 * follows). A 2xx succeeds; anything else is retried on the schedule; 410 Gone turns the endpoint off; an endpoint
 * failing for five days is turned off and its admins are told.
 */
export async function attemptDelivery(deps: DeliveryDeps, claim: { id: string; leaseUntil: Date }, signal: AbortSignal): Promise<void> {
  const delivery = await deps.prisma.webhookDelivery.findUnique({ where: { id: claim.id }, include: { endpoint: true } });
  if (!delivery) return;
  const { endpoint } = delivery;
  const result = await send(deps, endpoint, delivery, signal);
  if (signal.aborted) return;
  const at = deps.now();
  const number = delivery.attemptCount + 1;
  const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gone = result.statusCode === 410;
  const nextAttemptAt = succeeded || gone ? null : nextAttemptAfterFailure(number, at);
  const failingSince = succeeded ? null : (endpoint.failingSince ?? at);
  const disabledReason = gone
    ? 'the endpoint answered 410 Gone.'
    : !succeeded && at.getTime() - failingSince!.getTime() >= failingEndpointLimitMs
      ? 'every attempt to deliver to it has failed for 5 days.'
      : null;

  const recorded = await deps.prisma.$transaction(async (tx) => {
    // Only the holder of the lease records: if it lapsed and another instance took over, that one records instead.
    const updated = await tx.webhookDelivery.updateMany({
      where: { id: delivery.id, leaseUntil: claim.leaseUntil },
      data: { attemptCount: number, status: succeeded ? 'SUCCEEDED' : nextAttemptAt ? 'PENDING' : 'FAILED', nextAttemptAt, leaseUntil: null },
    });
    if (updated.count === 0) return false;
    await tx.webhookAttempt.create({
      data: { deliveryId: delivery.id, number, statusCode: result.statusCode, error: result.error, durationMs: result.durationMs, responseBody: result.responseBody, attemptedAt: at },
    });
    await tx.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { failingSince, ...(disabledReason ? { enabled: false, disabledReason: `Turned off because ${disabledReason}` } : {}) },
    });
    return true;
  });
  if (recorded && disabledReason && endpoint.enabled) await emailAdmins(deps, endpoint, disabledReason);
}

async function emailAdmins(deps: DeliveryDeps, endpoint: WebhookEndpoint, reason: string): Promise<void> {
  const organization = await deps.prisma.organization.findUniqueOrThrow({
    where: { id: endpoint.organizationId },
    select: { name: true, memberships: { where: { role: { in: ['OWNER', 'ADMIN'] } }, select: { user: { select: { email: true } } } } },
  });
  const link = appLink(deps.config, '/settings/integrations');
  for (const { user } of organization.memberships) {
    await deps.mailer.send(webhookEndpointDisabled(user.email, organization.name, endpoint.url, reason, link));
  }
  deps.logger.warn('Webhook endpoint turned off', { endpointId: endpoint.id, reason });
}
