import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import { placeThreadAfterChange } from '../routes/threads/threadConnections';
import type { useAddThreadLabelMutation as AddThreadLabelMutation, useAddThreadLabelMutation$data } from './__generated__/useAddThreadLabelMutation.graphql';

const mutation = graphql`
  mutation useAddThreadLabelMutation($input: AddThreadLabelInput!) {
    addThreadLabel(input: $input) {
      __typename
      ... on AddThreadLabelPayload {
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

const resultOf = (data: useAddThreadLabelMutation$data) => data.addThreadLabel;
const updater = placeThreadAfterChange('addThreadLabel');

export function useAddThreadLabelMutation() {
  return useTypedMutation<AddThreadLabelMutation, ReturnType<typeof resultOf>>(mutation, resultOf, updater);
}
