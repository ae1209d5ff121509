import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useConnectSlackMutation as ConnectSlackMutation, useConnectSlackMutation$data } from './__generated__/useConnectSlackMutation.graphql';

const mutation = graphql`
  mutation useConnectSlackMutation($input: ConnectSlackInput!) {
    connectSlack(input: $input) {
      __typename
      ... on ConnectSlackPayload {
        organization {
          id
          slackIntegration {
            channelId
            channelName
            workspaceName
            mode
            connectedAt
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useConnectSlackMutation$data) => data.connectSlack;

export function useConnectSlackMutation() {
  return useTypedMutation<ConnectSlackMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
