import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetTwoFactorRequirementMutation as SetTwoFactorRequirementMutation, useSetTwoFactorRequirementMutation$data } from './__generated__/useSetTwoFactorRequirementMutation.graphql';

const mutation = graphql`
  mutation useSetTwoFactorRequirementMutation($input: SetTwoFactorRequirementInput!) {
    setTwoFactorRequirement(input: $input) {
      __typename
      ... on SetTwoFactorRequirementPayload {
        organization {
          id
          requireTwoFactor
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

const resultOf = (data: useSetTwoFactorRequirementMutation$data) => data.setTwoFactorRequirement;

export function useSetTwoFactorRequirementMutation() {
  return useTypedMutation<SetTwoFactorRequirementMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
