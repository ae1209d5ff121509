import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { replaceViewer } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
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
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useResetPasswordMutation$data) => data.resetPassword;

/** Sets the new password from an emailed link; the server signs this browser in and every other one out. */
export function useResetPasswordMutation() {
  const [run, isInFlight] = useTypedMutation<ResetPasswordMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: ResetPasswordInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const user = store.getRootField('resetPassword')?.getLinkedRecord('user');
            if (user) replaceViewer(store, user);
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
