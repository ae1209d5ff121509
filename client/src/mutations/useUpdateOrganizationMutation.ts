import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateOrganizationMutation as UpdateOrganizationMutation, useUpdateOrganizationMutation$data } from './__generated__/useUpdateOrganizationMutation.graphql';

const mutation = graphql`
  mutation useUpdateOrganizationMutation($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      __typename
      ... on UpdateOrganizationPayload {
        organization {
          id
          name
          timezone
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

const resultOf = (data: useUpdateOrganizationMutation$data) => data.updateOrganization;

export function useUpdateOrganizationMutation() {
  return useTypedMutation<UpdateOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
