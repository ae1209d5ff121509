import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRotateWebhookSecretMutation as RotateWebhookSecretMutation, useRotateWebhookSecretMutation$data } from './__generated__/useRotateWebhookSecretMutation.graphql';

const mutation = graphql`
  mutation useRotateWebhookSecretMutation($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) {
      __typename
      ... on RotateWebhookSecretPayload {
        endpoint { id secret previousSecretExpiresAt }
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

const resultOf = (data: useRotateWebhookSecretMutation$data) => data.rotateWebhookSecret;

export function useRotateWebhookSecretMutation() {
  return useTypedMutation<RotateWebhookSecretMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
