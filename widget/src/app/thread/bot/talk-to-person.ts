import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { commit } from '../../relay/commit';
import type { WidgetTalkToPersonMutation } from './__generated__/WidgetTalkToPersonMutation.graphql';

const mutation = graphql`
  mutation WidgetTalkToPersonMutation($input: TalkToPersonInput!) {
    talkToPerson(input: $input) {
      __typename
      ... on TalkToPersonPayload {
        thread {
          ...WidgetThreadFields @relay(mask: false)
        }
      }
    }
  }
`;

/** Hands the conversation from the answer bot to the team; the bot's hand-over message arrives as a live event. */
export function talkToPerson(environment: IEnvironment, threadId: string): Promise<unknown> {
  return commit<WidgetTalkToPersonMutation>(environment, { mutation, variables: { input: { threadId } } });
}
