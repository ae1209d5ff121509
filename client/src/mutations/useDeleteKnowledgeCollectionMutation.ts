import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteKnowledgeCollectionMutation as DeleteKnowledgeCollectionMutation, useDeleteKnowledgeCollectionMutation$data } from './__generated__/useDeleteKnowledgeCollectionMutation.graphql';

const mutation = graphql`
  mutation useDeleteKnowledgeCollectionMutation($input: DeleteKnowledgeCollectionInput!) {
    deleteKnowledgeCollection(input: $input) {
      __typename
      ... on DeleteKnowledgeCollectionPayload {
        deletedCollectionId @deleteRecord
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

const resultOf = (data: useDeleteKnowledgeCollectionMutation$data) => data.deleteKnowledgeCollection;

export function useDeleteKnowledgeCollectionMutation() {
  return useTypedMutation<DeleteKnowledgeCollectionMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
