import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { commit } from '../relay/commit';
import type { WidgetMarkReadMutation } from './__generated__/WidgetMarkReadMutation.graphql';
import type { WidgetSetTypingMutation } from './__generated__/WidgetSetTypingMutation.graphql';

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

const typingMutation = graphql`
  mutation WidgetSetTypingMutation($input: SetVisitorTypingInput!) {
    setVisitorTyping(input: $input) {
      __typename
    }
  }
`;

/** The visitor has seen the thread up to `seq`: the team's messages up to there stop counting as unread. */
export function markRead(environment: IEnvironment, threadId: string, seq: number): Promise<unknown> {
  return commit<WidgetMarkReadMutation>(environment, { mutation: markReadMutation, variables: { input: { threadId, seq } } });
}

/** Tells the team the visitor started or stopped typing; losing one of these is harmless. */
export function setTyping(environment: IEnvironment, threadId: string, isTyping: boolean): Promise<unknown> {
  return commit<WidgetSetTypingMutation>(environment, { mutation: typingMutation, variables: { input: { threadId, isTyping } } }).catch(() => undefined);
}
