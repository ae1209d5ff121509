import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import { placeThreadAfterChange } from '../routes/threads/threadConnections';
import type { useSnoozeThreadMutation as SnoozeThreadMutation, useSnoozeThreadMutation$data } from './__generated__/useSnoozeThreadMutation.graphql';

const mutation = graphql`
  mutation useSnoozeThreadMutation($input: SnoozeThreadInput!) {
    snoozeThread(input: $input) {
      __typename
      ... on SnoozeThreadPayload {
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

const resultOf = (data: useSnoozeThreadMutation$data) => data.snoozeThread;
const updater = placeThreadAfterChange('snoozeThread');

export function useSnoozeThreadMutation() {
  return useTypedMutation<SnoozeThreadMutation, ReturnType<typeof resultOf>>(mutation, resultOf, updater);
}
