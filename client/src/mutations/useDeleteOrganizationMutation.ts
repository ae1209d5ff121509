import { graphql } from 'react-relay';
import { invalidateCachedAnswers } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteOrganizationMutation as DeleteOrganizationMutation, useDeleteOrganizationMutation$data } from './__generated__/useDeleteOrganizationMutation.graphql';

const mutation = graphql`
  mutation useDeleteOrganizationMutation($input: DeleteOrganizationInput!) {
    deleteOrganization(input: $input) {
      __typename
      ... on DeleteOrganizationPayload {
        deletedOrganizationId @deleteRecord
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
  // The server falls back to another membership (or none): let every screen ask again.
  return useTypedMutation<DeleteOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf, invalidateCachedAnswers);
}
