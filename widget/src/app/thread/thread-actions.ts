import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { commit } from '../relay/commit';
import type { WidgetSetTypingMutation } from './__generated__/WidgetSetTypingMutation.graphql';

const typingMutation = graphql`
  mutation WidgetSetTypingMutation($input: SetVisitorTypingInput!) {
    setVisitorTyping(input: $input) {
      __typename
    }
  }
`;

/** Tells the team the visitor started or stopped typing; losing one of these is harmless. */
export function setTyping(environment: IEnvironment, threadId: string, isTyping: boolean): Promise<unknown> {
  return commit<WidgetSetTypingMutation>(environment, { mutation: typingMutation, variables: { input: { threadId, isTyping } } }).catch(() => undefined);
}
