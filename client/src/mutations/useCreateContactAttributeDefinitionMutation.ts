import { graphql } from 'react-relay';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type {
  CreateContactAttributeDefinitionInput,
  useCreateContactAttributeDefinitionMutation as CreateContactAttributeDefinitionMutation,
  useCreateContactAttributeDefinitionMutation$data,
} from './__generated__/useCreateContactAttributeDefinitionMutation.graphql';

const mutation = graphql`
  mutation useCreateContactAttributeDefinitionMutation($input: CreateContactAttributeDefinitionInput!) {
    createContactAttributeDefinition(input: $input) {
      __typename
      ... on CreateContactAttributeDefinitionPayload {
        definition {
          id
          key
          label
          type
        }
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

const resultOf = (data: useCreateContactAttributeDefinitionMutation$data) => data.createContactAttributeDefinition;

/** Definitions are listed in the order they were made: the new one goes last. */
const appendDefinition: InputUpdater<CreateContactAttributeDefinitionInput> = (store, input) => {
  const definition = store.getRootField('createContactAttributeDefinition')?.getLinkedRecord('definition');
  const organization = store.get(input.organizationId);
  if (!definition || !organization) return;
  const existing = organization.getLinkedRecords('contactAttributeDefinitions') ?? [];
  organization.setLinkedRecords([...existing, definition], 'contactAttributeDefinitions');
};

export function useCreateContactAttributeDefinitionMutation() {
  return useTypedMutation<CreateContactAttributeDefinitionMutation, ReturnType<typeof resultOf>>(mutation, resultOf, appendDefinition);
}
