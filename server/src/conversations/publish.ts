import { randomUUID } from 'node:crypto';
import type { Message } from '../generated/prisma/client';
import type { TypingPayload } from '../realtime/topics';
import type { Services } from '../services';

type Thread = { id: string; organizationId: string; contactId: string };

/** The copies of one message's news on every topic: each carries these, so their deliveries share reads. */
export type MessagePublication = { threadId: string; messageId: string; publication: string };

/**
 * Called only after the message is committed. Notes go to operators only: the visitor's topic
 * never hears of them.
 */
export function publishMessageAdded(services: Services, thread: Thread, message: Message, threadCreated: boolean): MessagePublication {
  const ids = { threadId: thread.id, messageId: message.id, publication: randomUUID() };
  services.pubsub.publish('inbox:event', thread.organizationId, { kind: threadCreated ? 'THREAD_CREATED' : 'MESSAGE_ADDED', ...ids });
  services.pubsub.publish('thread:event', thread.id, { kind: 'MESSAGE_ADDED', ...ids });
  if (message.kind === 'MESSAGE') services.pubsub.publish('visitor:event', thread.contactId, { kind: 'MESSAGE_ADDED', ...ids });
  return ids;
}

/** Status, assignment, snooze: everyone watching the thread reloads it. */
export function publishThreadUpdated(services: Services, thread: Thread): void {
  const event = publishToTeam(services, thread);
  services.pubsub.publish('visitor:event', thread.contactId, event);
}

/**
 * A reply took the thread on: the team hears of its new assignee. The visitor's widget shows no assignee, and the
 * reply's own news brings it the thread as the reply left it, so its topic is spared an event that would change nothing
 * (and every subscriber's read of it).
 */
export function publishAssignedOnReply(services: Services, thread: Thread): void {
  publishToTeam(services, thread);
}

function publishToTeam(services: Services, thread: Thread) {
  const event = { kind: 'THREAD_UPDATED', threadId: thread.id, publication: randomUUID() } as const;
  services.pubsub.publish('inbox:event', thread.organizationId, event);
  services.pubsub.publish('thread:event', thread.id, event);
  return event;
}

export function publishRead(services: Services, thread: Thread): void {
  const event = { kind: 'READ', threadId: thread.id, publication: randomUUID() } as const;
  services.pubsub.publish('thread:event', thread.id, event);
  services.pubsub.publish('visitor:event', thread.contactId, event);
}

/** Operators see who types; the visitor sees an operator typing but never another visitor's draft. */
export function publishTyping(services: Services, thread: Thread, typing: TypingPayload): void {
  services.pubsub.publish('thread:event', thread.id, { kind: 'TYPING', threadId: thread.id, typing });
  if (!typing.fromVisitor) services.pubsub.publish('visitor:event', thread.contactId, { kind: 'TYPING', threadId: thread.id, typing });
}

/** The team came online or went away, or its office hours or away settings changed: visitors and the dashboard reload it. */
export function publishAvailabilityChanged(services: Services, organizationId: string): void {
  services.pubsub.publish('availability:changed', organizationId, { kind: 'AVAILABILITY_CHANGED', organizationId });
}

/** An admin saved a widget's settings: its open chats reload their look and texts (its visitors' own topic would miss none). */
export function publishWidgetUpdated(services: Services, widgetId: string): void {
  services.pubsub.publish('widget:updated', widgetId, { kind: 'WIDGET_UPDATED', widgetId });
}
