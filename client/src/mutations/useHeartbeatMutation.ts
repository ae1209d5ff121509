import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useHeartbeatMutation as HeartbeatMutation, useHeartbeatMutation$data } from './__generated__/useHeartbeatMutation.graphql';

const mutation = graphql`
  mutation useHeartbeatMutation($input: HeartbeatInput!) {
    heartbeat(input: $input) {
      __typename
      ... on HeartbeatPayload {
        membership {
          id
          status
          presence
          lastHeartbeatAt
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

const resultOf = (data: useHeartbeatMutation$data) => data.heartbeat;

export function useHeartbeatMutation() {
  return useTypedMutation<HeartbeatMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
