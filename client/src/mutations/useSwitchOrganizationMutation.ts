import { graphql } from 'react-relay';
import { setActiveOrganizationFromPayload } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
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

const makeOrganizationActive: InputUpdater<SwitchOrganizationInput> = (store) => {
  setActiveOrganizationFromPayload(store, 'switchOrganization');
  // Pages below the layout refetch for the new organization when they remount.
  store.invalidateStore();
};

export function useSwitchOrganizationMutation() {
  return useTypedMutation<SwitchOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeOrganizationActive);
}
