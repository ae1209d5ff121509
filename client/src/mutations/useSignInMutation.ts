import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { replaceViewer } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { SignInInput, useSignInMutation as SignInMutation, useSignInMutation$data } from './__generated__/useSignInMutation.graphql';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInPayload {
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

const resultOf = (data: useSignInMutation$data) => data.signIn;

export function useSignInMutation() {
  const [run, isInFlight] = useTypedMutation<SignInMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: SignInInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const user = store.getRootField('signIn')?.getLinkedRecord('user');
            if (user) replaceViewer(store, user);
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
