import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteKnowledgeArticleMutation as DeleteKnowledgeArticleMutation, useDeleteKnowledgeArticleMutation$data } from './__generated__/useDeleteKnowledgeArticleMutation.graphql';

const mutation = graphql`
  mutation useDeleteKnowledgeArticleMutation($input: DeleteKnowledgeArticleInput!) {
    deleteKnowledgeArticle(input: $input) {
      __typename
      ... on DeleteKnowledgeArticlePayload {
        deletedArticleId @deleteRecord
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

const resultOf = (data: useDeleteKnowledgeArticleMutation$data) => data.deleteKnowledgeArticle;

export function useDeleteKnowledgeArticleMutation() {
  return useTypedMutation<DeleteKnowledgeArticleMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
