import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRemovePasskeyMutation as RemovePasskeyMutation, useRemovePasskeyMutation$data } from './__generated__/useRemovePasskeyMutation.graphql';

const mutation = graphql`
  mutation useRemovePasskeyMutation($input: RemovePasskeyInput!) {
    removePasskey(input: $input) {
      __typename
      ... on RemovePasskeyPayload {
        user {
          id
          twoFactorSetupRequired
          ...AccountPasskeys_viewer
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

const resultOf = (data: useRemovePasskeyMutation$data) => data.removePasskey;

/** Removes one of the viewer's passkeys, after their current password. */
export function useRemovePasskeyMutation() {
  return useTypedMutation<RemovePasskeyMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
