import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useStartCheckoutMutation as StartCheckoutMutation, useStartCheckoutMutation$data } from './__generated__/useStartCheckoutMutation.graphql';

const mutation = graphql`
  mutation useStartCheckoutMutation($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        url
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

const resultOf = (data: useStartCheckoutMutation$data) => data.startCheckout;

/** Starts a Stripe Checkout; the caller sends the browser to the returned url. */
export function useStartCheckoutMutation() {
  return useTypedMutation<StartCheckoutMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
