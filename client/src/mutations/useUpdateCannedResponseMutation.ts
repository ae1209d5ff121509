import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateCannedResponseMutation as UpdateCannedResponseMutation, useUpdateCannedResponseMutation$data } from './__generated__/useUpdateCannedResponseMutation.graphql';

const mutation = graphql`
  mutation useUpdateCannedResponseMutation($input: UpdateCannedResponseInput!) {
    updateCannedResponse(input: $input) {
      __typename
      ... on UpdateCannedResponsePayload {
        cannedResponse {
          id
          shortcut
          title
          body
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

const resultOf = (data: useUpdateCannedResponseMutation$data) => data.updateCannedResponse;

export function useUpdateCannedResponseMutation() {
  return useTypedMutation<UpdateCannedResponseMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
