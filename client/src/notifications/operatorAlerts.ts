import type { OperatorAlert } from './browserNotifications';

/** What an inbox event says, as far as deciding on a notification goes. */
export type InboxAlertEvent = {
  readonly kind: string;
  readonly thread?: { readonly id: string; readonly contact: { readonly displayName: string } } | null;
  readonly message?: { readonly id: string; readonly kind: string; readonly authorKind: string; readonly body: string } | null;
};

const bodyLength = 140;

/**
 * A new conversation or a visitor's new message deserves a notification; nothing else does: not a teammate's
 * reply or note, not the operator's own, not a status change. Keyed by message, so a repeated event is one alert.
 */
export function alertFor(event: InboxAlertEvent): (OperatorAlert & { key: string }) | null {
  const { thread, message } = event;
  if (!thread || !message || message.authorKind !== 'CONTACT' || message.kind !== 'MESSAGE') return null;
  if (event.kind !== 'THREAD_CREATED' && event.kind !== 'MESSAGE_ADDED') return null;
  const name = thread.contact.displayName;
  const oneLine = message.body.replace(/\s+/g, ' ').trim();
  return {
    key: message.id,
    threadId: thread.id,
    title: event.kind === 'THREAD_CREATED' ? `New conversation with ${name}` : `New message from ${name}`,
    body: oneLine.length > bodyLength ? `${oneLine.slice(0, bodyLength - 1)}…` : oneLine,
  };
}
