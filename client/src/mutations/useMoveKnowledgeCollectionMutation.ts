import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useMoveKnowledgeCollectionMutation as MoveKnowledgeCollectionMutation, useMoveKnowledgeCollectionMutation$data } from './__generated__/useMoveKnowledgeCollectionMutation.graphql';

const mutation = graphql`
  mutation useMoveKnowledgeCollectionMutation($input: MoveKnowledgeCollectionInput!) {
    moveKnowledgeCollection(input: $input) {
      __typename
      ... on MoveKnowledgeCollectionPayload {
        organization { id knowledgeCollections { id position } }
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

const resultOf = (data: useMoveKnowledgeCollectionMutation$data) => data.moveKnowledgeCollection;

export function useMoveKnowledgeCollectionMutation() {
  return useTypedMutation<MoveKnowledgeCollectionMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
