import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
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

const resultOf = (data: useSignInMutation$data) => data.signIn;

const makeUserTheViewer: InputUpdater<SignInInput> = (store) => replaceViewerWithPayloadUser(store, 'signIn');

export function useSignInMutation() {
  return useTypedMutation<SignInMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
