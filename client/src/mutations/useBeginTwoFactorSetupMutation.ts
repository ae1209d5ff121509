import { graphql } from 'react-relay';
import { useMutationWithoutInput } from '../lib/useMutationWithoutInput';
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

const resultOf = (data: useBeginTwoFactorSetupMutation$data) => data.beginTwoFactorSetup;

/** A new authenticator secret to scan, with its QR code. */
export function useBeginTwoFactorSetupMutation() {
  return useMutationWithoutInput<BeginTwoFactorSetupMutation, ReturnType<typeof resultOf>>(mutation, resultOf, 'Could not start setting up two-factor sign-in. Try again.');
}
