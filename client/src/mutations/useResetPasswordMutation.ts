import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { ResetPasswordInput, useResetPasswordMutation as ResetPasswordMutation, useResetPasswordMutation$data } from './__generated__/useResetPasswordMutation.graphql';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordPayload {
        user {
          id
          ...useAccessRedirect_viewer
          ...InvitationAcceptCard_viewer
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on SecondFactorRequiredError {
        codes
        passkeys
        recoveryCodes
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useResetPasswordMutation$data) => data.resetPassword;

const makeUserTheViewer: InputUpdater<ResetPasswordInput> = (store) => replaceViewerWithPayloadUser(store, 'resetPassword');

/** Sets the new password from an emailed link; the server signs this browser in and every other one out. */
export function useResetPasswordMutation() {
  return useTypedMutation<ResetPasswordMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
