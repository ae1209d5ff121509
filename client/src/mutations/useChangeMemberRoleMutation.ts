import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useChangeMemberRoleMutation as ChangeMemberRoleMutation, useChangeMemberRoleMutation$data } from './__generated__/useChangeMemberRoleMutation.graphql';

const mutation = graphql`
  mutation useChangeMemberRoleMutation($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      __typename
      ... on ChangeMemberRolePayload {
        membership {
          id
          role
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

const resultOf = (data: useChangeMemberRoleMutation$data) => data.changeMemberRole;

export function useChangeMemberRoleMutation() {
  return useTypedMutation<ChangeMemberRoleMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
