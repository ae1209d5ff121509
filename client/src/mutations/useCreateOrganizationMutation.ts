import { graphql } from 'react-relay';
import { setActiveOrganizationFromPayload } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { CreateOrganizationInput, useCreateOrganizationMutation as CreateOrganizationMutation, useCreateOrganizationMutation$data } from './__generated__/useCreateOrganizationMutation.graphql';

const mutation = graphql`
  mutation useCreateOrganizationMutation($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      __typename
      ... on CreateOrganizationPayload {
        organization {
          id
          # What the dashboard's shell shows of the active organization, for a second one created from the switcher.
          name
          viewerRole
          onboardingCompleted
          ...OnboardingFlow_organization
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

const resultOf = (data: useCreateOrganizationMutation$data) => data.createOrganization;

const makeOrganizationActive: InputUpdater<CreateOrganizationInput> = (store) => setActiveOrganizationFromPayload(store, 'createOrganization');

/** Creates an organization owned by the viewer; the server makes it the active one. */
export function useCreateOrganizationMutation() {
  return useTypedMutation<CreateOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeOrganizationActive);
}
