import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetKnowledgeArticleStatusMutation as SetKnowledgeArticleStatusMutation, useSetKnowledgeArticleStatusMutation$data } from './__generated__/useSetKnowledgeArticleStatusMutation.graphql';

const mutation = graphql`
  mutation useSetKnowledgeArticleStatusMutation($input: SetKnowledgeArticleStatusInput!) {
    setKnowledgeArticleStatus(input: $input) {
      __typename
      ... on SetKnowledgeArticleStatusPayload {
        article { id status publishedAt updatedAt }
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

const resultOf = (data: useSetKnowledgeArticleStatusMutation$data) => data.setKnowledgeArticleStatus;

export function useSetKnowledgeArticleStatusMutation() {
  return useTypedMutation<SetKnowledgeArticleStatusMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
