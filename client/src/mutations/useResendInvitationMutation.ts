import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useResendInvitationMutation as ResendInvitationMutation, useResendInvitationMutation$data } from './__generated__/useResendInvitationMutation.graphql';

const mutation = graphql`
  mutation useResendInvitationMutation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
      __typename
      ... on ResendInvitationPayload {
        invitation {
          id
          expiresAt
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

const resultOf = (data: useResendInvitationMutation$data) => data.resendInvitation;

export function useResendInvitationMutation() {
  return useTypedMutation<ResendInvitationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
