import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { RequestPasswordResetInput, useRequestPasswordResetMutation as RequestPasswordResetMutation, useRequestPasswordResetMutation$data } from './__generated__/useRequestPasswordResetMutation.graphql';

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
  const [run, isInFlight] = useTypedMutation<RequestPasswordResetMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback((input: RequestPasswordResetInput) => run({ input }), [run]);
  return [commit, isInFlight] as const;
}
