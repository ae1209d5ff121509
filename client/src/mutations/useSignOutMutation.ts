import { graphql } from 'react-relay';
import { replaceViewer } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
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

const forgetViewer: InputUpdater<SignOutInput> = (store) => replaceViewer(store, null);

export function useSignOutMutation() {
  return useTypedMutation<SignOutMutation, ReturnType<typeof resultOf>>(mutation, resultOf, forgetViewer);
}
