import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRevokeSessionMutation as RevokeSessionMutation, useRevokeSessionMutation$data } from './__generated__/useRevokeSessionMutation.graphql';

const mutation = graphql`
  mutation useRevokeSessionMutation($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      __typename
      ... on RevokeSessionPayload {
        revokedSessionId @deleteRecord
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

const resultOf = (data: useRevokeSessionMutation$data) => data.revokeSession;

export function useRevokeSessionMutation() {
  return useTypedMutation<RevokeSessionMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
