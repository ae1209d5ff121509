import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { useVerifyEmailMutation as VerifyEmailMutation, useVerifyEmailMutation$data, VerifyEmailInput } from './__generated__/useVerifyEmailMutation.graphql';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailPayload {
        signedIn
        alreadyConfirmed
        user {
          id
          ...useAccessRedirect_viewer
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

/** A new account's link signs this browser in: its user becomes the viewer (the payload has none otherwise). */
const makeUserTheViewer: InputUpdater<VerifyEmailInput> = (store) => replaceViewerWithPayloadUser(store, 'verifyEmail');

/** Confirms an address from an emailed link: a new account's (which signs it in), or the new address of an email change. */
export function useVerifyEmailMutation() {
  return useTypedMutation<VerifyEmailMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
