import { useEffect, useSyncExternalStore } from 'react';
import { graphql } from 'react-relay';
import { useHostState } from '../embed/host-state';
import { commit } from '../relay/commit';
import { useRuntime } from '../runtime/RuntimeContext';
import type { WidgetHeartbeatMutation } from './__generated__/WidgetHeartbeatMutation.graphql';

const heartbeatMutation = graphql`
  mutation WidgetHeartbeatMutation {
    recordVisitorHeartbeat
  }
`;

/** Twice the server's precision, so a visitor who keeps the chat open never looks more than a minute old. */
const beatEveryMs = 30_000;

const subscribeToVisibility = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};

/**
 * While the visitor has the chat open in a page in the foreground, tells the server they are here, so the team's
 * "last seen" stays true without a message or a page load. A lost beat is harmless: the next one follows.
 */
export function useVisitorHeartbeat(enabled: boolean) {
  const { environment, host, parent } = useRuntime();
  const { open } = useHostState(host);
  const visible = useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === 'visible');
  // Opened as a page of its own, the chat is open whenever the page is shown.
  const beating = enabled && visible && (open || !parent.embedded);

  useEffect(() => {
    if (!beating) return;
    const beat = () => void commit<WidgetHeartbeatMutation>(environment, { mutation: heartbeatMutation, variables: {} }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, beatEveryMs);
    return () => clearInterval(timer);
  }, [beating, environment]);
}
