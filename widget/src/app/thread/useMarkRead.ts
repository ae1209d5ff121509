import { useEffect, useRef, useSyncExternalStore } from 'react';
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { useHostState } from '../embed/host-state';
import { commit } from '../relay/commit';
import { useRuntime } from '../runtime/RuntimeContext';
import type { WidgetMarkReadMutation } from './__generated__/WidgetMarkReadMutation.graphql';

const markReadMutation = graphql`
  mutation WidgetMarkReadMutation($input: MarkVisitorThreadReadInput!) {
    markVisitorThreadRead(input: $input) {
      __typename
      ... on MarkVisitorThreadReadPayload {
        thread {
          id
          lastReadSeq
          unreadCount
        }
      }
    }
  }
`;

/** The visitor has seen the thread up to `seq`: the team's messages up to there stop counting as unread. */
export function markRead(environment: IEnvironment, threadId: string, seq: number): Promise<unknown> {
  return commit<WidgetMarkReadMutation>(environment, { mutation: markReadMutation, variables: { input: { threadId, seq } } });
}


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
