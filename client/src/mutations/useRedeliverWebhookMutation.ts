import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRedeliverWebhookMutation as RedeliverWebhookMutation, useRedeliverWebhookMutation$data } from './__generated__/useRedeliverWebhookMutation.graphql';

const mutation = graphql`
  mutation useRedeliverWebhookMutation($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) {
      __typename
      ... on RedeliverWebhookPayload {
        delivery { id status nextAttemptAt }
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

const resultOf = (data: useRedeliverWebhookMutation$data) => data.redeliverWebhook;

export function useRedeliverWebhookMutation() {
  return useTypedMutation<RedeliverWebhookMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
