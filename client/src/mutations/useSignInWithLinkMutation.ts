import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { SignInWithLinkInput, useSignInWithLinkMutation as SignInWithLinkMutation, useSignInWithLinkMutation$data } from './__generated__/useSignInWithLinkMutation.graphql';

const mutation = graphql`
  mutation useSignInWithLinkMutation($input: SignInWithLinkInput!) {
    signInWithLink(input: $input) {
      __typename
      ... on SignInWithLinkPayload {
        user {
          id
          ...useAccessRedirect_viewer
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

const resultOf = (data: useSignInWithLinkMutation$data) => data.signInWithLink;

const makeUserTheViewer: InputUpdater<SignInWithLinkInput> = (store) => replaceViewerWithPayloadUser(store, 'signInWithLink');

/** Spends an emailed one-time link: this browser is signed in. */
export function useSignInWithLinkMutation() {
  return useTypedMutation<SignInWithLinkMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
