import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetAssignOnReplyMutation as SetAssignOnReplyMutation, useSetAssignOnReplyMutation$data } from './__generated__/useSetAssignOnReplyMutation.graphql';

const mutation = graphql`
  mutation useSetAssignOnReplyMutation($input: SetAssignOnReplyInput!) {
    setAssignOnReply(input: $input) {
      __typename
      ... on SetAssignOnReplyPayload {
        organization {
          id
          assignOnReply
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useSetAssignOnReplyMutation$data) => data.setAssignOnReply;

export function useSetAssignOnReplyMutation() {
  return useTypedMutation<SetAssignOnReplyMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
