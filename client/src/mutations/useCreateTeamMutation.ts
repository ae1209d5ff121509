import { graphql } from 'react-relay';
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

const addInNameOrder: InputUpdater<CreateTeamInput> = (store, input) => {
  const team = store.getRootField('createTeam')?.getLinkedRecord('team');
  const organization = store.get(input.organizationId);
  const teams = organization?.getLinkedRecords('teams');
  if (!team || !organization || !teams) return;
  const byName = (record: { getValue(name: string): unknown } | null | undefined) => String(record?.getValue('name') ?? '');
  organization.setLinkedRecords([...teams, team].sort((a, b) => byName(a).localeCompare(byName(b))), 'teams');
};

export function useCreateTeamMutation() {
  return useTypedMutation<CreateTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf, addInNameOrder);
}
