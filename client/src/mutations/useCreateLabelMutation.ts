import { graphql } from 'react-relay';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import { insertInOrder } from '../lib/insertInOrder';
import type { CreateLabelInput, useCreateLabelMutation as CreateLabelMutation, useCreateLabelMutation$data } from './__generated__/useCreateLabelMutation.graphql';

const mutation = graphql`
  mutation useCreateLabelMutation($input: CreateLabelInput!) {
    createLabel(input: $input) {
      __typename
      ... on CreateLabelPayload {
        label {
          id
          name
          color
          threadCount
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

const resultOf = (data: useCreateLabelMutation$data) => data.createLabel;

const addInNameOrder: InputUpdater<CreateLabelInput> = (store, input) => insertInOrder(store, input.organizationId, 'labels', store.getRootField('createLabel')?.getLinkedRecord('label'), 'name');

export function useCreateLabelMutation() {
  return useTypedMutation<CreateLabelMutation, ReturnType<typeof resultOf>>(mutation, resultOf, addInNameOrder);
}
