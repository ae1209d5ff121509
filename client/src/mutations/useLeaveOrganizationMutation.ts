import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { LeaveOrganizationInput, useLeaveOrganizationMutation as LeaveOrganizationMutation, useLeaveOrganizationMutation$data } from './__generated__/useLeaveOrganizationMutation.graphql';

const mutation = graphql`
  mutation useLeaveOrganizationMutation($input: LeaveOrganizationInput!) {
    leaveOrganization(input: $input) {
      __typename
      ... on LeaveOrganizationPayload {
        removedMembershipId @deleteRecord
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

const resultOf = (data: useLeaveOrganizationMutation$data) => data.leaveOrganization;

export function useLeaveOrganizationMutation() {
  const [run, isInFlight] = useTypedMutation<LeaveOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: LeaveOrganizationInput) =>
      run(
        { input },
        {
          updater: (store) => {
            store.invalidateStore();
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
