import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useCreateKnowledgeArticleMutation as CreateKnowledgeArticleMutation, useCreateKnowledgeArticleMutation$data } from './__generated__/useCreateKnowledgeArticleMutation.graphql';

const mutation = graphql`
  mutation useCreateKnowledgeArticleMutation($input: CreateKnowledgeArticleInput!) {
    createKnowledgeArticle(input: $input) {
      __typename
      ... on CreateKnowledgeArticlePayload {
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

const resultOf = (data: useCreateKnowledgeArticleMutation$data) => data.createKnowledgeArticle;

export function useCreateKnowledgeArticleMutation() {
  return useTypedMutation<CreateKnowledgeArticleMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
