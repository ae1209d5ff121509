import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useOpenBillingPortalMutation as OpenBillingPortalMutation, useOpenBillingPortalMutation$data } from './__generated__/useOpenBillingPortalMutation.graphql';

const mutation = graphql`
  mutation useOpenBillingPortalMutation($input: OpenBillingPortalInput!) {
    openBillingPortal(input: $input) {
      __typename
      ... on OpenBillingPortalPayload {
        url
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useOpenBillingPortalMutation$data) => data.openBillingPortal;

/** Opens Stripe's customer portal; the caller sends the browser to the returned url. */
export function useOpenBillingPortalMutation() {
  return useTypedMutation<OpenBillingPortalMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
