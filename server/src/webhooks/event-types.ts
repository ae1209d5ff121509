/** The events an endpoint can ask for, as they appear in a payload's `type`. */
export const webhookEventTypes = ['thread.created', 'thread.updated', 'message.created', 'contact.created', 'contact.updated', 'contact.deleted', 'rating.created'] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent by "Send test event"; never produced by a change, and sent whatever events the endpoint wants. */
export const testEventType = 'webhook.test';

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (webhookEventTypes as readonly string[]).includes(value);
}
