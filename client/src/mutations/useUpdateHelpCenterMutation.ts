import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateHelpCenterMutation as UpdateHelpCenterMutation, useUpdateHelpCenterMutation$data } from './__generated__/useUpdateHelpCenterMutation.graphql';

const mutation = graphql`
  mutation useUpdateHelpCenterMutation($input: UpdateHelpCenterInput!) {
    updateHelpCenter(input: $input) {
      __typename
      ... on UpdateHelpCenterPayload {
        organization { id helpCenterEnabled helpCenterTitle helpCenterUrl }
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

const resultOf = (data: useUpdateHelpCenterMutation$data) => data.updateHelpCenter;

export function useUpdateHelpCenterMutation() {
  return useTypedMutation<UpdateHelpCenterMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
