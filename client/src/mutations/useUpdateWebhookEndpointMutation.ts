import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateWebhookEndpointMutation as UpdateWebhookEndpointMutation, useUpdateWebhookEndpointMutation$data } from './__generated__/useUpdateWebhookEndpointMutation.graphql';

const mutation = graphql`
  mutation useUpdateWebhookEndpointMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      __typename
      ... on UpdateWebhookEndpointPayload {
        endpoint { id ...WebhookEndpointCard_endpoint }
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

const resultOf = (data: useUpdateWebhookEndpointMutation$data) => data.updateWebhookEndpoint;

export function useUpdateWebhookEndpointMutation() {
  return useTypedMutation<UpdateWebhookEndpointMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
