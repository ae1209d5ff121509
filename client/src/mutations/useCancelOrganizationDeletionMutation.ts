import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type {
  useCancelOrganizationDeletionMutation as CancelOrganizationDeletionMutation,
  useCancelOrganizationDeletionMutation$data,
} from './__generated__/useCancelOrganizationDeletionMutation.graphql';

const mutation = graphql`
  mutation useCancelOrganizationDeletionMutation($input: CancelOrganizationDeletionInput!) {
    cancelOrganizationDeletion(input: $input) {
      __typename
      ... on CancelOrganizationDeletionPayload {
        organization {
          id
          deletionScheduledAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useCancelOrganizationDeletionMutation$data) => data.cancelOrganizationDeletion;

export function useCancelOrganizationDeletionMutation() {
  return useTypedMutation<CancelOrganizationDeletionMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
