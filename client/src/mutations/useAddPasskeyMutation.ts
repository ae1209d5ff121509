import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useAddPasskeyMutation as AddPasskeyMutation, useAddPasskeyMutation$data } from './__generated__/useAddPasskeyMutation.graphql';

const mutation = graphql`
  mutation useAddPasskeyMutation($input: AddPasskeyInput!) {
    addPasskey(input: $input) {
      __typename
      ... on AddPasskeyPayload {
        passkey {
          name
        }
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

const resultOf = (data: useAddPasskeyMutation$data) => data.addPasskey;

/** Keeps the passkey the browser just created, under the name the viewer gave it. */
export function useAddPasskeyMutation() {
  return useTypedMutation<AddPasskeyMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
