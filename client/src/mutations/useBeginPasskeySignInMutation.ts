import { graphql } from 'react-relay';
import { useMutationWithoutInput } from '../lib/useMutationWithoutInput';
import type { useBeginPasskeySignInMutation as BeginPasskeySignInMutation, useBeginPasskeySignInMutation$data } from './__generated__/useBeginPasskeySignInMutation.graphql';

const mutation = graphql`
  mutation useBeginPasskeySignInMutation {
    beginPasskeySignIn {
      __typename
      ... on BeginPasskeySignInPayload {
        options
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useBeginPasskeySignInMutation$data) => data.beginPasskeySignIn;

/** Options for the browser to sign in with any passkey of this site. */
export function useBeginPasskeySignInMutation() {
  return useMutationWithoutInput<BeginPasskeySignInMutation, ReturnType<typeof resultOf>>(mutation, resultOf, 'Could not reach Parley to use a passkey. Try again.');
}
