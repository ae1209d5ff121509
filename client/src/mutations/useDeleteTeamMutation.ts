import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteTeamMutation as DeleteTeamMutation, useDeleteTeamMutation$data } from './__generated__/useDeleteTeamMutation.graphql';

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
  return useTypedMutation<DeleteTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
