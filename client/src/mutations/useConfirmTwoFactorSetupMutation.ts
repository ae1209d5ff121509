import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useConfirmTwoFactorSetupMutation as ConfirmTwoFactorSetupMutation, useConfirmTwoFactorSetupMutation$data } from './__generated__/useConfirmTwoFactorSetupMutation.graphql';

const mutation = graphql`
  mutation useConfirmTwoFactorSetupMutation($input: ConfirmTwoFactorSetupInput!) {
    confirmTwoFactorSetup(input: $input) {
      __typename
      ... on ConfirmTwoFactorSetupPayload {
        recoveryCodes
        user {
          id
          twoFactorSetupRequired
          ...AccountTwoFactor_viewer
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

const resultOf = (data: useConfirmTwoFactorSetupMutation$data) => data.confirmTwoFactorSetup;

/** Turns two-factor sign-in on with the first code from the app; the payload carries the recovery codes, shown once. */
export function useConfirmTwoFactorSetupMutation() {
  return useTypedMutation<ConfirmTwoFactorSetupMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
