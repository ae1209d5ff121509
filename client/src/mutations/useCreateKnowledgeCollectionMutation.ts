import { graphql } from 'react-relay';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type {
  CreateKnowledgeCollectionInput,
  useCreateKnowledgeCollectionMutation as CreateKnowledgeCollectionMutation, useCreateKnowledgeCollectionMutation$data } from './__generated__/useCreateKnowledgeCollectionMutation.graphql';

const mutation = graphql`
  mutation useCreateKnowledgeCollectionMutation($input: CreateKnowledgeCollectionInput!) {
    createKnowledgeCollection(input: $input) {
      __typename
      ... on CreateKnowledgeCollectionPayload {
        collection { id name description icon position articles { id } }
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

const resultOf = (data: useCreateKnowledgeCollectionMutation$data) => data.createKnowledgeCollection;

/** A new collection goes last, as the server places it. */
const appendToCollections: InputUpdater<CreateKnowledgeCollectionInput> = (store, input) => {
  const organization = store.get(input.organizationId);
  const collections = organization?.getLinkedRecords('knowledgeCollections');
  const created = store.getRootField('createKnowledgeCollection')?.getLinkedRecord('collection');
  if (organization && collections && created) organization.setLinkedRecords([...collections, created], 'knowledgeCollections');
};

export function useCreateKnowledgeCollectionMutation() {
  return useTypedMutation<CreateKnowledgeCollectionMutation, ReturnType<typeof resultOf>>(mutation, resultOf, appendToCollections);
}
