import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { replaceViewer } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { SignOutInput, useSignOutMutation as SignOutMutation, useSignOutMutation$data } from './__generated__/useSignOutMutation.graphql';

const mutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      __typename
      ... on SignOutPayload {
        signedOut
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

const resultOf = (data: useSignOutMutation$data) => data.signOut;

export function useSignOutMutation() {
  const [run, isInFlight] = useTypedMutation<SignOutMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: SignOutInput) =>
      run(
        { input },
        {
          updater: (store) => {
            replaceViewer(store, null);
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
