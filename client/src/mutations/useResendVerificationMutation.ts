import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { ResendVerificationInput, useResendVerificationMutation as ResendVerificationMutation, useResendVerificationMutation$data } from './__generated__/useResendVerificationMutation.graphql';

const mutation = graphql`
  mutation useResendVerificationMutation($input: ResendVerificationInput!) {
    resendVerification(input: $input) {
      __typename
      ... on ResendVerificationPayload {
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

const resultOf = (data: useResendVerificationMutation$data) => data.resendVerification;

export function useResendVerificationMutation() {
  const [run, isInFlight] = useTypedMutation<ResendVerificationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback((input: ResendVerificationInput) => run({ input }), [run]);
  return [commit, isInFlight] as const;
}
