import { graphql } from 'react-relay';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import { insertInOrder } from '../lib/insertInOrder';
import type {
  CreateCannedResponseInput,
  useCreateCannedResponseMutation as CreateCannedResponseMutation,
  useCreateCannedResponseMutation$data,
} from './__generated__/useCreateCannedResponseMutation.graphql';

const mutation = graphql`
  mutation useCreateCannedResponseMutation($input: CreateCannedResponseInput!) {
    createCannedResponse(input: $input) {
      __typename
      ... on CreateCannedResponsePayload {
        cannedResponse {
          id
          shortcut
          title
          body
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

const resultOf = (data: useCreateCannedResponseMutation$data) => data.createCannedResponse;

const addInShortcutOrder: InputUpdater<CreateCannedResponseInput> = (store, input) =>
  insertInOrder(store, input.organizationId, 'cannedResponses', store.getRootField('createCannedResponse')?.getLinkedRecord('cannedResponse'), 'shortcut');

export function useCreateCannedResponseMutation() {
  return useTypedMutation<CreateCannedResponseMutation, ReturnType<typeof resultOf>>(mutation, resultOf, addInShortcutOrder);
}
