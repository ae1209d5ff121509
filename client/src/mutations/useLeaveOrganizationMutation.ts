import { graphql } from 'react-relay';
import { invalidateCachedAnswers } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useLeaveOrganizationMutation as LeaveOrganizationMutation, useLeaveOrganizationMutation$data } from './__generated__/useLeaveOrganizationMutation.graphql';

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
  return useTypedMutation<LeaveOrganizationMutation, ReturnType<typeof resultOf>>(mutation, resultOf, invalidateCachedAnswers);
}
