import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRevokeApiKeyMutation as RevokeApiKeyMutation, useRevokeApiKeyMutation$data } from './__generated__/useRevokeApiKeyMutation.graphql';

const mutation = graphql`
  mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      __typename
      ... on RevokeApiKeyPayload {
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

const resultOf = (data: useRevokeApiKeyMutation$data) => data.revokeApiKey;

export function useRevokeApiKeyMutation() {
  return useTypedMutation<RevokeApiKeyMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
