import { graphql } from 'react-relay';
import { useMutationWithoutInput } from '../lib/useMutationWithoutInput';
import type { useBeginPasskeySecondStepMutation as BeginPasskeySecondStepMutation, useBeginPasskeySecondStepMutation$data } from './__generated__/useBeginPasskeySecondStepMutation.graphql';

const mutation = graphql`
  mutation useBeginPasskeySecondStepMutation {
    beginPasskeySecondStep {
      __typename
      ... on BeginPasskeySecondStepPayload {
        options
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useBeginPasskeySecondStepMutation$data) => data.beginPasskeySecondStep;

/** Options for the browser to sign the second sign-in step with one of the account’s passkeys. */
export function useBeginPasskeySecondStepMutation() {
  return useMutationWithoutInput<BeginPasskeySecondStepMutation, ReturnType<typeof resultOf>>(mutation, resultOf, 'Could not reach Parley to use a passkey. Try again.');
}
