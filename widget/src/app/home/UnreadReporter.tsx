import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { useVisitorThreads } from './useVisitorThreads';

/** Keeps the launcher's badge at the number of the team's messages the visitor hasn't read, across all threads. */
export function UnreadReporter() {
  const { parent } = useRuntime();
  const total = useVisitorThreads().reduce((sum, thread) => sum + thread.unreadCount, 0);
  useEffect(() => parent.reportUnread(total), [parent, total]);
  return null;
}
