import { graphql } from 'react-relay';
import { invalidateCachedAnswers } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useAcceptInvitationMutation as AcceptInvitationMutation, useAcceptInvitationMutation$data } from './__generated__/useAcceptInvitationMutation.graphql';

const mutation = graphql`
  mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      __typename
      ... on AcceptInvitationPayload {
        organization {
          id
          name
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

const resultOf = (data: useAcceptInvitationMutation$data) => data.acceptInvitation;

export function useAcceptInvitationMutation() {
  // The viewer gained a membership (and maybe a verified email): every cached screen may be out of date.
  return useTypedMutation<AcceptInvitationMutation, ReturnType<typeof resultOf>>(mutation, resultOf, invalidateCachedAnswers);
}
