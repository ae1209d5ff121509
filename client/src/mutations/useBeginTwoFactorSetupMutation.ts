import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { failure, toOutcome, type MutationOutcome, type PayloadOf } from '../lib/mutationOutcome';
import type { useBeginTwoFactorSetupMutation as BeginTwoFactorSetupMutation, useBeginTwoFactorSetupMutation$data } from './__generated__/useBeginTwoFactorSetupMutation.graphql';

const mutation = graphql`
  mutation useBeginTwoFactorSetupMutation {
    beginTwoFactorSetup {
      __typename
      ... on BeginTwoFactorSetupPayload {
        secret
        qrCodeDataUrl
      }
      ... on Error {
        message
      }
    }
  }
`;

type Result = useBeginTwoFactorSetupMutation$data['beginTwoFactorSetup'];

/** A new authenticator secret to scan; the one mutation without input, so it does not go through useTypedMutation. */
export function useBeginTwoFactorSetupMutation() {
  const [commit, isInFlight] = useMutation<BeginTwoFactorSetupMutation>(mutation);
  const begin = useCallback(
    () =>
      new Promise<MutationOutcome<PayloadOf<Result>>>((resolve) => {
        commit({
          variables: {},
          onCompleted: (response) => resolve(toOutcome(response.beginTwoFactorSetup)),
          onError: () => resolve({ ok: false, error: failure('Could not start setting up two-factor sign-in. Try again.') }),
        });
      }),
    [commit],
  );
  return [begin, isInFlight] as const;
}
