import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import { placeThreadAfterChange } from '../routes/threads/threadConnections';
import type { useAssignThreadToTeamMutation as AssignThreadToTeamMutation, useAssignThreadToTeamMutation$data } from './__generated__/useAssignThreadToTeamMutation.graphql';

const mutation = graphql`
  mutation useAssignThreadToTeamMutation($input: AssignThreadToTeamInput!) {
    assignThreadToTeam(input: $input) {
      __typename
      ... on AssignThreadToTeamPayload {
        thread {
          id
          ...threadConnections_thread
          ...ConversationHeader_thread
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

const resultOf = (data: useAssignThreadToTeamMutation$data) => data.assignThreadToTeam;
const updater = placeThreadAfterChange('assignThreadToTeam');

export function useAssignThreadToTeamMutation() {
  return useTypedMutation<AssignThreadToTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf, updater);
}
