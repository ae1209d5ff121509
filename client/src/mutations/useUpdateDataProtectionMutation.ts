import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateDataProtectionMutation as UpdateDataProtectionMutation, useUpdateDataProtectionMutation$data } from './__generated__/useUpdateDataProtectionMutation.graphql';

const mutation = graphql`
  mutation useUpdateDataProtectionMutation($input: UpdateDataProtectionInput!) {
    updateDataProtection(input: $input) {
      __typename
      ... on UpdateDataProtectionPayload {
        organization {
          id
          ...DataProtectionCard_organization
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

const resultOf = (data: useUpdateDataProtectionMutation$data) => data.updateDataProtection;

export function useUpdateDataProtectionMutation() {
  return useTypedMutation<UpdateDataProtectionMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
