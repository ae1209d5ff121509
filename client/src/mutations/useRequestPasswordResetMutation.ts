import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation, useRequestPasswordResetMutation$data } from './__generated__/useRequestPasswordResetMutation.graphql';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetPayload {
        sent
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

const resultOf = (data: useRequestPasswordResetMutation$data) => data.requestPasswordReset;

export function useRequestPasswordResetMutation() {
  return useTypedMutation<RequestPasswordResetMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
