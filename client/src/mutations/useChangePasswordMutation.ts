import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useChangePasswordMutation as ChangePasswordMutation, useChangePasswordMutation$data } from './__generated__/useChangePasswordMutation.graphql';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        user {
          id
          ...AccountSessions_viewer
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

const resultOf = (data: useChangePasswordMutation$data) => data.changePassword;

/** Changes the password; the server ends every other session, so the payload brings the fresh session list. */
export function useChangePasswordMutation() {
  return useTypedMutation<ChangePasswordMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
