import type { Revocation } from './revocations';

/**
 * Typed topics, each published under a key (the id named beside it). Payloads carry ids (and typing names) only: each
 * subscriber loads what it may see, so recipients are decided by the subscriber's own authorization, never by what the
 * publisher included.
 */
export type Topics = {
  /** Keyed by organization id. */
  'organization:updated': { organizationId: string };
  /** Keyed by organization id. */
  'inbox:event': InboxEventPayload;
  /** Keyed by thread id. */
  'thread:event': ThreadEventPayload;
  /** Keyed by contact id. */
  'visitor:event': VisitorEventPayload;
  /** Keyed by `notificationRecipient(organizationId, userId)`: one operator's own notifications in one organization. */
  'notification:event': NotificationEventPayload;
  /** Keyed by organization id. */
  'availability:changed': AvailabilityChangedPayload;
  /** Keyed by widget id: an admin saved the widget's settings, and open chats reload them. */
  'widget:updated': WidgetUpdatedPayload;
  /** Keyed by `everyone`: every instance hears every revocation and closes the connections it names. */
  'access:revoked': Revocation;
  /**
   * Keyed by the name of the instances' database (see shared-write-notices): an instance wrote rows that the others of
   * its deployment may remember.
   */
  'rows:changed': RowsChangedPayload;
};

export type Topic = keyof Topics;

/** A topic under one key: what a subscriber listens to. */
export type Channel = { [T in Topic]: [topic: T, key: string] }[Topic];

/** The payload of events on a channel. */
export type PayloadOf<C extends Channel> = Topics[C[0]];

/** The key of topics that are not about one thing. */
export const everyone = 'all';

/** Someone is typing in a thread; ephemeral, never stored. */
export type TypingPayload = { isTyping: boolean; fromVisitor: boolean; userId: string | null; name: string };

/**
 * Names one change published on several topics (a message reaches the inbox, the thread and the visitor): the copies
 * delivered on an instance share the reads they make, as the copies of one event do (see once-per-event). Over Redis
 * each topic's copy arrives on its own, at its own moment.
 */
export type Publication = { publication?: string };

export type InboxEventPayload = (
  | { kind: 'THREAD_CREATED' | 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED'; threadId: string }
  | { kind: 'PRESENCE_CHANGED'; membershipId: string }
) &
  Publication;

export type NotificationEventPayload = { kind: 'NOTIFICATION_CREATED'; notificationId: string } | { kind: 'NOTIFICATIONS_READ' };

/** The topic key of one operator's notifications in one organization. */
export function notificationRecipient(organizationId: string, userId: string): string {
  return `${organizationId}:${userId}`;
}

export type ThreadEventPayload = (
  | { kind: 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED' | 'READ'; threadId: string }
  | { kind: 'TYPING'; threadId: string; typing: TypingPayload }
) &
  Publication;

export type VisitorEventPayload = (
  | { kind: 'MESSAGE_ADDED'; threadId: string; messageId: string }
  | { kind: 'THREAD_UPDATED' | 'READ'; threadId: string }
  | { kind: 'TYPING'; threadId: string; typing: TypingPayload }
) &
  Publication;

export type AvailabilityChangedPayload = { kind: 'AVAILABILITY_CHANGED'; organizationId: string };

export type WidgetUpdatedPayload = { kind: 'WIDGET_UPDATED'; widgetId: string };

/** `instance` wrote rows of `model`: what other instances remember of that model is read again. */
export type RowsChangedPayload = { kind: 'ROWS_CHANGED'; instance: string; model: string };
