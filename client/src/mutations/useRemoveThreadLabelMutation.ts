import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import { placeThreadAfterChange } from '../routes/threads/threadConnections';
import type { useRemoveThreadLabelMutation as RemoveThreadLabelMutation, useRemoveThreadLabelMutation$data } from './__generated__/useRemoveThreadLabelMutation.graphql';

const mutation = graphql`
  mutation useRemoveThreadLabelMutation($input: RemoveThreadLabelInput!) {
    removeThreadLabel(input: $input) {
      __typename
      ... on RemoveThreadLabelPayload {
        thread {
          id
          ...threadConnections_thread
          ...ThreadLabelsBar_thread
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

const resultOf = (data: useRemoveThreadLabelMutation$data) => data.removeThreadLabel;
const updater = placeThreadAfterChange('removeThreadLabel');

export function useRemoveThreadLabelMutation() {
  return useTypedMutation<RemoveThreadLabelMutation, ReturnType<typeof resultOf>>(mutation, resultOf, updater);
}
