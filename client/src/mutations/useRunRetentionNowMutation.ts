import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useRunRetentionNowMutation as RunRetentionNowMutation, useRunRetentionNowMutation$data } from './__generated__/useRunRetentionNowMutation.graphql';

const mutation = graphql`
  mutation useRunRetentionNowMutation($input: RunRetentionNowInput!) {
    runRetentionNow(input: $input) {
      __typename
      ... on RunRetentionNowPayload {
        removed {
          threads
          files
        }
        organization {
          id
          ...DataProtectionCard_organization
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useRunRetentionNowMutation$data) => data.runRetentionNow;

export function useRunRetentionNowMutation() {
  return useTypedMutation<RunRetentionNowMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
