import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { CompleteSignInInput, useCompleteSignInMutation as CompleteSignInMutation, useCompleteSignInMutation$data } from './__generated__/useCompleteSignInMutation.graphql';

const mutation = graphql`
  mutation useCompleteSignInMutation($input: CompleteSignInInput!) {
    completeSignIn(input: $input) {
      __typename
      ... on CompleteSignInPayload {
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

const resultOf = (data: useCompleteSignInMutation$data) => data.completeSignIn;

const makeUserTheViewer: InputUpdater<CompleteSignInInput> = (store) => replaceViewerWithPayloadUser(store, 'completeSignIn');

/** The second step of signing in: a code from the authenticator app or a recovery code. */
export function useCompleteSignInMutation() {
  return useTypedMutation<CompleteSignInMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
