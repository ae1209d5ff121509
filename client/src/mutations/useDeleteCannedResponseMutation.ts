import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteCannedResponseMutation as DeleteCannedResponseMutation, useDeleteCannedResponseMutation$data } from './__generated__/useDeleteCannedResponseMutation.graphql';

const mutation = graphql`
  mutation useDeleteCannedResponseMutation($input: DeleteCannedResponseInput!) {
    deleteCannedResponse(input: $input) {
      __typename
      ... on DeleteCannedResponsePayload {
        deletedCannedResponseId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useDeleteCannedResponseMutation$data) => data.deleteCannedResponse;

export function useDeleteCannedResponseMutation() {
  return useTypedMutation<DeleteCannedResponseMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
