import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
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

export function useCreateTeamMutation() {
  const [run, isInFlight] = useTypedMutation<CreateTeamMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: CreateTeamInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const team = store.getRootField('createTeam')?.getLinkedRecord('team');
            const organization = store.get(input.organizationId);
            const teams = organization?.getLinkedRecords('teams');
            if (!team || !organization || !teams) return;
            const byName = (record: { getValue(name: string): unknown } | null | undefined) => String(record?.getValue('name') ?? '');
            organization.setLinkedRecords([...teams, team].sort((a, b) => byName(a).localeCompare(byName(b))), 'teams');
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
