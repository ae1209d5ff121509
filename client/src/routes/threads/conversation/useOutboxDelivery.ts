import { useEffect, useRef } from 'react';
import { useSendOperatorMessageMutation } from '../../../mutations/useSendOperatorMessageMutation';
import { connectionMonitor } from '../../../relay/connectionState';
import { uploads, uploadsOutcome } from './attachments/uploads';
import { outbox } from './outbox';

/** Even without a sign from the connection, an attempt that may not have arrived is retried this often. */
const retryAfterMs = 15_000;

/**
 * Sends the outbox, one message at a time in the order written. While offline it waits; after an attempt
 * that may not have arrived it waits for the connection to come back live, then tries again with the same
 * clientMessageId, so a message is stored once even when its first attempt did reach the server.
 */
export function useOutboxDelivery() {
  const send = useSendOperatorMessageMutation();
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  useEffect(() => {
    let running = false;
    let disposed = false;
    // Set after an attempt that may not have arrived; cleared when the connection is live again.
    let waitForLive = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const nextQueued = () => outbox.getAll().find((message) => message.state === 'queued');
    const canSend = () => connectionMonitor.getState() !== 'offline' && !waitForLive;

    const drain = async () => {
      if (running) return;
      running = true;
      try {
        for (let message = nextQueued(); message && canSend() && !disposed; message = nextQueued()) {
          // Messages go in the order written: one still waiting for its files holds back the ones after it.
          const files = uploadsOutcome(message.uploadIds);
          if (files.status === 'pending') break;
          if (files.status === 'failed') {
            outbox.update(message.clientMessageId, { state: 'failed', error: files.message });
            continue;
          }
          outbox.update(message.clientMessageId, { state: 'sending', error: undefined });
          const outcome = await sendRef.current({
            threadId: message.threadId,
            clientMessageId: message.clientMessageId,
            body: message.body,
            kind: message.kind,
            attachmentIds: files.attachmentIds,
          });
          if (outcome.status === 'sent') {
            outbox.remove(message.clientMessageId);
            for (const localId of message.uploadIds) uploads.remove(localId);
          }
          else if (outcome.status === 'failed') outbox.update(message.clientMessageId, { state: 'failed', error: outcome.message });
          else {
            outbox.update(message.clientMessageId, { state: 'queued' });
            waitForLive = true;
            retryTimer = setTimeout(() => {
              waitForLive = false;
              void drain();
            }, retryAfterMs);
          }
        }
      } finally {
        running = false;
      }
    };

    const onConnectionChange = () => {
      if (connectionMonitor.getState() === 'live') {
        waitForLive = false;
        clearTimeout(retryTimer);
      }
      void drain();
    };
    // Leaving the page would drop what is not sent yet: the browser asks first.
    const warnIfUnsent = (event: BeforeUnloadEvent) => {
      if (outbox.getAll().length > 0) event.preventDefault();
    };
    const stopOutbox = outbox.subscribe(() => void drain());
    const stopUploads = uploads.subscribe(() => void drain());
    const stopConnection = connectionMonitor.subscribe(onConnectionChange);
    window.addEventListener('beforeunload', warnIfUnsent);
    void drain();
    return () => {
      disposed = true;
      window.removeEventListener('beforeunload', warnIfUnsent);
      clearTimeout(retryTimer);
      stopOutbox();
      stopUploads();
      stopConnection();
    };
  }, []);
}
