import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRemoveMemberMutation as RemoveMemberMutation, useRemoveMemberMutation$data } from './__generated__/useRemoveMemberMutation.graphql';

const mutation = graphql`
  mutation useRemoveMemberMutation($input: RemoveMemberInput!) {
    removeMember(input: $input) {
      __typename
      ... on RemoveMemberPayload {
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

const resultOf = (data: useRemoveMemberMutation$data) => data.removeMember;

export function useRemoveMemberMutation() {
  return useTypedMutation<RemoveMemberMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
