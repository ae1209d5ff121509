import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { CreateOrganizationInput, useCreateOrganizationMutation as CreateOrganizationMutation, useCreateOrganizationMutation$data } from './__generated__/useCreateOrganizationMutation.graphql';

const mutation = graphql`
  mutation useCreateOrganizationMutation($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      __typename
      ... on CreateOrganizationPayload {
        organization {
          id
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

/** Creates an organization owned by the viewer; the server makes it the active one. */
export function useCreateOrganizationMutation() {
  const [run, isInFlight] = useTypedMutation<CreateOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: CreateOrganizationInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const organization = store.getRootField('createOrganization')?.getLinkedRecord('organization');
            const viewer = store.getRoot().getLinkedRecord('viewer');
            if (organization && viewer) viewer.setLinkedRecord(organization, 'activeOrganization');
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
