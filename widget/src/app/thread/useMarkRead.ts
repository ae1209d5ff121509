import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useHostState } from '../embed/host-state';
import { useRuntime } from '../runtime/RuntimeContext';
import { markRead } from './thread-actions';

const subscribeToVisibility = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};

/**
 * Marks the thread read up to the team's newest message while the visitor can actually see it: the panel open and the page
 * in the foreground. Replies arriving while the panel is closed stay unread and raise the launcher's badge.
 */
export function useMarkRead(thread: { id: string; lastReadSeq: number; unreadCount: number } | null, newestTeamSeq: number) {
  const { environment, host } = useRuntime();
  const { open } = useHostState(host);
  const visible = useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === 'visible');
  const requested = useRef(0);
  const id = thread?.id;
  const behind = thread ? thread.unreadCount > 0 || thread.lastReadSeq < newestTeamSeq : false;

  useEffect(() => {
    if (!id || !behind || !open || !visible || requested.current >= newestTeamSeq) return;
    requested.current = newestTeamSeq;
    markRead(environment, id, newestTeamSeq).catch(() => {
      // Try again on the next change rather than never.
      requested.current = 0;
    });
  }, [environment, id, behind, open, visible, newestTeamSeq]);
}
