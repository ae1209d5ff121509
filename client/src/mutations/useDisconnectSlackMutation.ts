import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDisconnectSlackMutation as DisconnectSlackMutation, useDisconnectSlackMutation$data } from './__generated__/useDisconnectSlackMutation.graphql';

const mutation = graphql`
  mutation useDisconnectSlackMutation($input: DisconnectSlackInput!) {
    disconnectSlack(input: $input) {
      __typename
      ... on DisconnectSlackPayload {
        organization {
          id
          slackIntegration {
            channelId
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useDisconnectSlackMutation$data) => data.disconnectSlack;

export function useDisconnectSlackMutation() {
  return useTypedMutation<DisconnectSlackMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
