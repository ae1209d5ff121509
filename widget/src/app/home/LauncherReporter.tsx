import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { useVisitorThreads } from './useVisitorThreads';

/**
 * While the team is away and the widget hides its launcher then, asks the loader to hide it, except for a visitor
 * with a conversation still going (the loader also keeps it while the panel is open or replies are unread).
 */
export function LauncherReporter({ hideWhileAway }: { hideWhileAway: boolean }) {
  const { parent } = useRuntime();
  const conversationGoing = useVisitorThreads().some((thread) => thread.status !== 'CLOSED');
  const hidden = hideWhileAway && !conversationGoing;
  useEffect(() => parent.reportLauncherHidden(hidden), [parent, hidden]);
  return null;
}
