import { graphql } from 'react-relay';
import { useMutationWithoutInput } from '../lib/useMutationWithoutInput';
import type { useBeginPasskeyRegistrationMutation as BeginPasskeyRegistrationMutation, useBeginPasskeyRegistrationMutation$data } from './__generated__/useBeginPasskeyRegistrationMutation.graphql';

const mutation = graphql`
  mutation useBeginPasskeyRegistrationMutation {
    beginPasskeyRegistration {
      __typename
      ... on BeginPasskeyRegistrationPayload {
        options
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useBeginPasskeyRegistrationMutation$data) => data.beginPasskeyRegistration;

/** Options for the browser to create a passkey for the viewer. */
export function useBeginPasskeyRegistrationMutation() {
  return useMutationWithoutInput<BeginPasskeyRegistrationMutation, ReturnType<typeof resultOf>>(mutation, resultOf, 'Could not reach Parley to use a passkey. Try again.');
}
