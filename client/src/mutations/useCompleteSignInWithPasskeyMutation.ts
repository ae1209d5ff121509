import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { CompleteSignInWithPasskeyInput, useCompleteSignInWithPasskeyMutation as CompleteSignInWithPasskeyMutation, useCompleteSignInWithPasskeyMutation$data } from './__generated__/useCompleteSignInWithPasskeyMutation.graphql';

const mutation = graphql`
  mutation useCompleteSignInWithPasskeyMutation($input: CompleteSignInWithPasskeyInput!) {
    completeSignInWithPasskey(input: $input) {
      __typename
      ... on CompleteSignInWithPasskeyPayload {
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

const resultOf = (data: useCompleteSignInWithPasskeyMutation$data) => data.completeSignInWithPasskey;

const makeUserTheViewer: InputUpdater<CompleteSignInWithPasskeyInput> = (store) => replaceViewerWithPayloadUser(store, 'completeSignInWithPasskey');

/** The second step of signing in, with a passkey instead of a code. */
export function useCompleteSignInWithPasskeyMutation() {
  return useTypedMutation<CompleteSignInWithPasskeyMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
