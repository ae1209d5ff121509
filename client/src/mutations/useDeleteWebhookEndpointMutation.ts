import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteWebhookEndpointMutation as DeleteWebhookEndpointMutation, useDeleteWebhookEndpointMutation$data } from './__generated__/useDeleteWebhookEndpointMutation.graphql';

const mutation = graphql`
  mutation useDeleteWebhookEndpointMutation($input: DeleteWebhookEndpointInput!) {
    deleteWebhookEndpoint(input: $input) {
      __typename
      ... on DeleteWebhookEndpointPayload {
        deletedEndpointId @deleteRecord
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

const resultOf = (data: useDeleteWebhookEndpointMutation$data) => data.deleteWebhookEndpoint;

export function useDeleteWebhookEndpointMutation() {
  return useTypedMutation<DeleteWebhookEndpointMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
