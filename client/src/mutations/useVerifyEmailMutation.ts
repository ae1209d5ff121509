import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useVerifyEmailMutation as VerifyEmailMutation, useVerifyEmailMutation$data } from './__generated__/useVerifyEmailMutation.graphql';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailPayload {
        user {
          id
          email
          emailVerified
          activeOrganization {
            id
            onboardingCompleted
          }
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

const resultOf = (data: useVerifyEmailMutation$data) => data.verifyEmail;

/** Confirms an address from an emailed link: a new account's, or the new address of an email change. */
export function useVerifyEmailMutation() {
  return useTypedMutation<VerifyEmailMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
