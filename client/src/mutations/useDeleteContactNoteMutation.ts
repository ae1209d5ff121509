import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useDeleteContactNoteMutation as DeleteContactNoteMutation, useDeleteContactNoteMutation$data } from './__generated__/useDeleteContactNoteMutation.graphql';

const mutation = graphql`
  mutation useDeleteContactNoteMutation($input: DeleteContactNoteInput!) {
    deleteContactNote(input: $input) {
      __typename
      ... on DeleteContactNotePayload {
        deletedNoteId @deleteRecord
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

const resultOf = (data: useDeleteContactNoteMutation$data) => data.deleteContactNote;

export function useDeleteContactNoteMutation() {
  return useTypedMutation<DeleteContactNoteMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
