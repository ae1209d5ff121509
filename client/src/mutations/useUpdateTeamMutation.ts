import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateTeamMutation as UpdateTeamMutation, useUpdateTeamMutation$data } from './__generated__/useUpdateTeamMutation.graphql';

const mutation = graphql`
  mutation useUpdateTeamMutation($input: UpdateTeamInput!) {
    updateTeam(input: $input) {
      __typename
      ... on UpdateTeamPayload {
        team {
          id
          ...TeamSettingsTeamRow_team
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

const resultOf = (data: useUpdateTeamMutation$data) => data.updateTeam;

export function useUpdateTeamMutation() {
  return useTypedMutation<UpdateTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
