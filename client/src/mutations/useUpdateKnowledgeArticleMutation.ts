import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateKnowledgeArticleMutation as UpdateKnowledgeArticleMutation, useUpdateKnowledgeArticleMutation$data } from './__generated__/useUpdateKnowledgeArticleMutation.graphql';

const mutation = graphql`
  mutation useUpdateKnowledgeArticleMutation($input: UpdateKnowledgeArticleInput!) {
    updateKnowledgeArticle(input: $input) {
      __typename
      ... on UpdateKnowledgeArticlePayload {
        article { id title slug excerpt body bodyHtml status locale position updatedAt publishedAt url collection { id name } }
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

const resultOf = (data: useUpdateKnowledgeArticleMutation$data) => data.updateKnowledgeArticle;

export function useUpdateKnowledgeArticleMutation() {
  return useTypedMutation<UpdateKnowledgeArticleMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
