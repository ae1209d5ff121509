import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { replaceViewer } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { RegisterInput, useRegisterMutation as RegisterMutation, useRegisterMutation$data } from './__generated__/useRegisterMutation.graphql';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterPayload {
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

const resultOf = (data: useRegisterMutation$data) => data.register;

/** Creates the account and signs it in; a verification email is on its way. */
export function useRegisterMutation() {
  const [run, isInFlight] = useTypedMutation<RegisterMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: RegisterInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const user = store.getRootField('register')?.getLinkedRecord('user');
            if (user) replaceViewer(store, user);
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
