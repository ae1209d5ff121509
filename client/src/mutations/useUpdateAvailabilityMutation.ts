import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateAvailabilityMutation as UpdateAvailabilityMutation, useUpdateAvailabilityMutation$data } from './__generated__/useUpdateAvailabilityMutation.graphql';

const mutation = graphql`
  mutation useUpdateAvailabilityMutation($input: UpdateAvailabilityInput!) {
    updateAvailability(input: $input) {
      __typename
      ... on UpdateAvailabilityPayload {
        organization {
          id
          ...AvailabilitySettingsForm_organization
          ...TeamAvailabilityStatus_organization
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

const resultOf = (data: useUpdateAvailabilityMutation$data) => data.updateAvailability;

export function useUpdateAvailabilityMutation() {
  return useTypedMutation<UpdateAvailabilityMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
