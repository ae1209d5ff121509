import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useAddContactNoteMutation as AddContactNoteMutation, useAddContactNoteMutation$data } from './__generated__/useAddContactNoteMutation.graphql';

const mutation = graphql`
  mutation useAddContactNoteMutation($input: AddContactNoteInput!) {
    addContactNote(input: $input) {
      __typename
      ... on AddContactNotePayload {
        contact {
          id
          ...ContactNotes_contact
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

const resultOf = (data: useAddContactNoteMutation$data) => data.addContactNote;

export function useAddContactNoteMutation() {
  return useTypedMutation<AddContactNoteMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
