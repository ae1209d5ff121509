import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRequestSignInLinkMutation as RequestSignInLinkMutation, useRequestSignInLinkMutation$data } from './__generated__/useRequestSignInLinkMutation.graphql';

const mutation = graphql`
  mutation useRequestSignInLinkMutation($input: RequestSignInLinkInput!) {
    requestSignInLink(input: $input) {
      __typename
      ... on RequestSignInLinkPayload {
        sent
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

const resultOf = (data: useRequestSignInLinkMutation$data) => data.requestSignInLink;

/** Emails a one-time sign-in link; answered alike whether or not the address has an account. */
export function useRequestSignInLinkMutation() {
  return useTypedMutation<RequestSignInLinkMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
