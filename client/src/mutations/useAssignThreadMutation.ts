import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import { placeThreadAfterChange } from '../routes/threads/threadConnections';
import type { useAssignThreadMutation as AssignThreadMutation, useAssignThreadMutation$data } from './__generated__/useAssignThreadMutation.graphql';

const mutation = graphql`
  mutation useAssignThreadMutation($input: AssignThreadInput!) {
    assignThread(input: $input) {
      __typename
      ... on AssignThreadPayload {
        thread {
          id
          ...threadConnections_thread
          ...ConversationHeader_thread
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

const resultOf = (data: useAssignThreadMutation$data) => data.assignThread;
const updater = placeThreadAfterChange('assignThread');

export function useAssignThreadMutation() {
  return useTypedMutation<AssignThreadMutation, ReturnType<typeof resultOf>>(mutation, resultOf, updater);
}
