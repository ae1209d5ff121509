import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteOrganizationMutation as DeleteOrganizationMutation, useDeleteOrganizationMutation$data } from './__generated__/useDeleteOrganizationMutation.graphql';

/** Schedules the deletion a week ahead; the organization (and the dashboard's banner) shows the date until then. */
const mutation = graphql`
  mutation useDeleteOrganizationMutation($input: DeleteOrganizationInput!) {
    deleteOrganization(input: $input) {
      __typename
      ... on DeleteOrganizationPayload {
        organization {
          id
          deletionScheduledAt
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

const resultOf = (data: useDeleteOrganizationMutation$data) => data.deleteOrganization;

export function useDeleteOrganizationMutation() {
  return useTypedMutation<DeleteOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
