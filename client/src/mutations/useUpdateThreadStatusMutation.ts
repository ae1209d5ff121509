import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import { placeThreadAfterChange } from '../routes/threads/threadConnections';
import type { useUpdateThreadStatusMutation as UpdateThreadStatusMutation, useUpdateThreadStatusMutation$data } from './__generated__/useUpdateThreadStatusMutation.graphql';

const mutation = graphql`
  mutation useUpdateThreadStatusMutation($input: UpdateThreadStatusInput!) {
    updateThreadStatus(input: $input) {
      __typename
      ... on UpdateThreadStatusPayload {
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

const resultOf = (data: useUpdateThreadStatusMutation$data) => data.updateThreadStatus;
const updater = placeThreadAfterChange('updateThreadStatus');

export function useUpdateThreadStatusMutation() {
  return useTypedMutation<UpdateThreadStatusMutation, ReturnType<typeof resultOf>>(mutation, resultOf, updater);
}
