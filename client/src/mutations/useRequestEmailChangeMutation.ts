import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRequestEmailChangeMutation as RequestEmailChangeMutation, useRequestEmailChangeMutation$data } from './__generated__/useRequestEmailChangeMutation.graphql';

const mutation = graphql`
  mutation useRequestEmailChangeMutation($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      __typename
      ... on RequestEmailChangePayload {
        pendingEmail
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

const resultOf = (data: useRequestEmailChangeMutation$data) => data.requestEmailChange;

export function useRequestEmailChangeMutation() {
  return useTypedMutation<RequestEmailChangeMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
