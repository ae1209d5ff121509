import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRevokeInvitationMutation as RevokeInvitationMutation, useRevokeInvitationMutation$data } from './__generated__/useRevokeInvitationMutation.graphql';

const mutation = graphql`
  mutation useRevokeInvitationMutation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      __typename
      ... on RevokeInvitationPayload {
        revokedInvitationId @deleteRecord
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

const resultOf = (data: useRevokeInvitationMutation$data) => data.revokeInvitation;

export function useRevokeInvitationMutation() {
  return useTypedMutation<RevokeInvitationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
