import { graphql } from 'react-relay';
import { insertInOrder } from '../lib/insertInOrder';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { CreateTeamInput, useCreateTeamMutation as CreateTeamMutation, useCreateTeamMutation$data } from './__generated__/useCreateTeamMutation.graphql';

const mutation = graphql`
  mutation useCreateTeamMutation($input: CreateTeamInput!) {
    createTeam(input: $input) {
      __typename
      ... on CreateTeamPayload {
        team {
          id
          name
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

const resultOf = (data: useCreateTeamMutation$data) => data.createTeam;

const addInNameOrder: InputUpdater<CreateTeamInput> = (store, input) => insertInOrder(store, input.organizationId, 'teams', store.getRootField('createTeam')?.getLinkedRecord('team'), 'name');

export function useCreateTeamMutation() {
  return useTypedMutation<CreateTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf, addInNameOrder);
}
