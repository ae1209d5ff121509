import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteLabelMutation as DeleteLabelMutation, useDeleteLabelMutation$data } from './__generated__/useDeleteLabelMutation.graphql';

const mutation = graphql`
  mutation useDeleteLabelMutation($input: DeleteLabelInput!) {
    deleteLabel(input: $input) {
      __typename
      ... on DeleteLabelPayload {
        deletedLabelId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useDeleteLabelMutation$data) => data.deleteLabel;

export function useDeleteLabelMutation() {
  return useTypedMutation<DeleteLabelMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
