import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useResendVerificationMutation as ResendVerificationMutation, useResendVerificationMutation$data } from './__generated__/useResendVerificationMutation.graphql';

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
  return useTypedMutation<ResendVerificationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
