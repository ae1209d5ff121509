import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteContactAttributeDefinitionMutation as DeleteContactAttributeDefinitionMutation, useDeleteContactAttributeDefinitionMutation$data } from './__generated__/useDeleteContactAttributeDefinitionMutation.graphql';

const mutation = graphql`
  mutation useDeleteContactAttributeDefinitionMutation($input: DeleteContactAttributeDefinitionInput!) {
    deleteContactAttributeDefinition(input: $input) {
      __typename
      ... on DeleteContactAttributeDefinitionPayload {
        deletedDefinitionId @deleteRecord
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

const resultOf = (data: useDeleteContactAttributeDefinitionMutation$data) => data.deleteContactAttributeDefinition;

export function useDeleteContactAttributeDefinitionMutation() {
  return useTypedMutation<DeleteContactAttributeDefinitionMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
