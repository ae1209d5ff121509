import { useConnectionState } from '../../../relay/connectionState';
import type { OutgoingMessage } from './outbox';

type OutgoingFooterProps = { message: OutgoingMessage; onRetry: (clientMessageId: string) => void; onDiscard: (clientMessageId: string) => void };

/** Where an unconfirmed message stands: on its way, waiting for the connection, or refused (with what to do). */
export function OutgoingFooter({ message, onRetry, onDiscard }: OutgoingFooterProps) {
  const connection = useConnectionState();
  if (message.state === 'failed') {
    return (
      <span className="flex flex-wrap items-center justify-end gap-x-2 text-red-700">
        <span>{message.error ?? 'Not sent.'}</span>
        <button type="button" onClick={() => onRetry(message.clientMessageId)} className="font-medium underline hover:text-red-900">
          Retry
        </button>
        <button type="button" onClick={() => onDiscard(message.clientMessageId)} className="font-medium underline hover:text-red-900">
          Discard
        </button>
      </span>
    );
  }
  if (message.state === 'queued' && connection !== 'live') return <span>Waiting for connection — sends when you’re back online</span>;
  return <span>Sending…</span>;
}
