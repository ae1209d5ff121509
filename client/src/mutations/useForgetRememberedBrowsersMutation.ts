import { graphql } from 'react-relay';
import { useMutationWithoutInput } from '../lib/useMutationWithoutInput';
import type { useForgetRememberedBrowsersMutation as ForgetRememberedBrowsersMutation, useForgetRememberedBrowsersMutation$data } from './__generated__/useForgetRememberedBrowsersMutation.graphql';

const mutation = graphql`
  mutation useForgetRememberedBrowsersMutation {
    forgetRememberedBrowsers {
      __typename
      ... on ForgetRememberedBrowsersPayload {
        user {
          id
          ...AccountTwoFactor_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useForgetRememberedBrowsersMutation$data) => data.forgetRememberedBrowsers;

/** Every browser asks for the second sign-in step again. */
export function useForgetRememberedBrowsersMutation() {
  return useMutationWithoutInput<ForgetRememberedBrowsersMutation, ReturnType<typeof resultOf>>(mutation, resultOf, 'Could not forget remembered browsers. Try again.');
}
