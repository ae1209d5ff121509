import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { UpdateOrganizationInput, useUpdateOrganizationMutation as UpdateOrganizationMutation, useUpdateOrganizationMutation$data } from './__generated__/useUpdateOrganizationMutation.graphql';

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
  const [run, isInFlight] = useTypedMutation<UpdateOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback((input: UpdateOrganizationInput) => run({ input }), [run]);
  return [commit, isInFlight] as const;
}
