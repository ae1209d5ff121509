import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { DeleteTeamInput, useDeleteTeamMutation as DeleteTeamMutation, useDeleteTeamMutation$data } from './__generated__/useDeleteTeamMutation.graphql';

const mutation = graphql`
  mutation useDeleteTeamMutation($input: DeleteTeamInput!) {
    deleteTeam(input: $input) {
      __typename
      ... on DeleteTeamPayload {
        deletedTeamId @deleteRecord
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

const resultOf = (data: useDeleteTeamMutation$data) => data.deleteTeam;

export function useDeleteTeamMutation() {
  const [run, isInFlight] = useTypedMutation<DeleteTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback((input: DeleteTeamInput) => run({ input }), [run]);
  return [commit, isInFlight] as const;
}
