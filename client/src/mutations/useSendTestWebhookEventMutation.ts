import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSendTestWebhookEventMutation as SendTestWebhookEventMutation, useSendTestWebhookEventMutation$data } from './__generated__/useSendTestWebhookEventMutation.graphql';

const mutation = graphql`
  mutation useSendTestWebhookEventMutation($input: SendTestWebhookEventInput!) {
    sendTestWebhookEvent(input: $input) {
      __typename
      ... on SendTestWebhookEventPayload {
        delivery { id }
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

const resultOf = (data: useSendTestWebhookEventMutation$data) => data.sendTestWebhookEvent;

export function useSendTestWebhookEventMutation() {
  return useTypedMutation<SendTestWebhookEventMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
