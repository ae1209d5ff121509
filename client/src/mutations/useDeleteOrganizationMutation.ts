import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { DeleteOrganizationInput, useDeleteOrganizationMutation as DeleteOrganizationMutation, useDeleteOrganizationMutation$data } from './__generated__/useDeleteOrganizationMutation.graphql';

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
  const [run, isInFlight] = useTypedMutation<DeleteOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: DeleteOrganizationInput) =>
      run(
        { input },
        {
          updater: (store) => {
            // The server falls back to another membership (or none): let every screen ask again.
            store.invalidateStore();
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
