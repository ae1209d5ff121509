import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDisableTwoFactorMutation as DisableTwoFactorMutation, useDisableTwoFactorMutation$data } from './__generated__/useDisableTwoFactorMutation.graphql';

const mutation = graphql`
  mutation useDisableTwoFactorMutation($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      __typename
      ... on DisableTwoFactorPayload {
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

const resultOf = (data: useDisableTwoFactorMutation$data) => data.disableTwoFactor;

export function useDisableTwoFactorMutation() {
  return useTypedMutation<DisableTwoFactorMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
