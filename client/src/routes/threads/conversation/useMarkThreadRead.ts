import { useEffect, useRef } from 'react';
import { useMarkThreadReadMutation } from '../../../mutations/useMarkThreadReadMutation';

function isSeen(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Marks the thread read up to its newest message while a person can actually see it: the tab visible
 * and focused. Coming back to the tab marks what arrived meanwhile.
 */
export function useMarkThreadRead(threadId: string, lastSeq: number, viewerLastReadSeq: number) {
  const [markRead] = useMarkThreadReadMutation();
  const requested = useRef(0);

  useEffect(() => {
    const mark = () => {
      if (lastSeq <= viewerLastReadSeq || lastSeq <= requested.current || !isSeen()) return;
      requested.current = lastSeq;
      void markRead({ threadId, seq: lastSeq });
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [threadId, lastSeq, viewerLastReadSeq, markRead]);
}
