import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { SwitchOrganizationInput, useSwitchOrganizationMutation as SwitchOrganizationMutation, useSwitchOrganizationMutation$data } from './__generated__/useSwitchOrganizationMutation.graphql';

const mutation = graphql`
  mutation useSwitchOrganizationMutation($input: SwitchOrganizationInput!) {
    switchOrganization(input: $input) {
      __typename
      ... on SwitchOrganizationPayload {
        organization {
          id
          name
          viewerRole
          onboardingCompleted
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

const resultOf = (data: useSwitchOrganizationMutation$data) => data.switchOrganization;

export function useSwitchOrganizationMutation() {
  const [run, isInFlight] = useTypedMutation<SwitchOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: SwitchOrganizationInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const organization = store.getRootField('switchOrganization')?.getLinkedRecord('organization');
            const viewer = store.getRoot().getLinkedRecord('viewer');
            if (organization && viewer) viewer.setLinkedRecord(organization, 'activeOrganization');
            // Pages below the layout refetch for the new organization when they remount.
            store.invalidateStore();
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
