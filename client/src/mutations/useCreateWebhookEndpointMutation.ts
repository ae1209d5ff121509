import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useCreateWebhookEndpointMutation as CreateWebhookEndpointMutation, useCreateWebhookEndpointMutation$data } from './__generated__/useCreateWebhookEndpointMutation.graphql';

const mutation = graphql`
  mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreateWebhookEndpointPayload {
        endpoint { id secret ...WebhookEndpointCard_endpoint }
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

const resultOf = (data: useCreateWebhookEndpointMutation$data) => data.createWebhookEndpoint;

export function useCreateWebhookEndpointMutation() {
  return useTypedMutation<CreateWebhookEndpointMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
