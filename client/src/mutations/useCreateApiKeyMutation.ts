import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useCreateApiKeyMutation as CreateApiKeyMutation, useCreateApiKeyMutation$data } from './__generated__/useCreateApiKeyMutation.graphql';

const mutation = graphql`
  mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreateApiKeyPayload {
        secret
        apiKey { id ...ApiKeyRow_apiKey }
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

const resultOf = (data: useCreateApiKeyMutation$data) => data.createApiKey;

export function useCreateApiKeyMutation() {
  return useTypedMutation<CreateApiKeyMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
