import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { SignInWithPasskeyInput, useSignInWithPasskeyMutation as SignInWithPasskeyMutation, useSignInWithPasskeyMutation$data } from './__generated__/useSignInWithPasskeyMutation.graphql';

const mutation = graphql`
  mutation useSignInWithPasskeyMutation($input: SignInWithPasskeyInput!) {
    signInWithPasskey(input: $input) {
      __typename
      ... on SignInWithPasskeyPayload {
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

const resultOf = (data: useSignInWithPasskeyMutation$data) => data.signInWithPasskey;

const makeUserTheViewer: InputUpdater<SignInWithPasskeyInput> = (store) => replaceViewerWithPayloadUser(store, 'signInWithPasskey');

/** Signing in with a passkey alone: the passkey names the account. */
export function useSignInWithPasskeyMutation() {
  return useTypedMutation<SignInWithPasskeyMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
