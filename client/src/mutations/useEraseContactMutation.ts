import { graphql } from 'react-relay';
import { invalidateCachedAnswers } from '../lib/sessionStore';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useEraseContactMutation as EraseContactMutation, useEraseContactMutation$data } from './__generated__/useEraseContactMutation.graphql';

const mutation = graphql`
  mutation useEraseContactMutation($input: EraseContactInput!) {
    eraseContact(input: $input) {
      __typename
      ... on EraseContactPayload {
        erasedContactId
        threadsDeleted
        filesDeleted
        keptForCounts
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

const resultOf = (data: useEraseContactMutation$data) => data.eraseContact;

export function useEraseContactMutation() {
  // Their threads left the inbox (or lost their text): every list asks again.
  return useTypedMutation<EraseContactMutation, ReturnType<typeof resultOf>>(mutation, resultOf, invalidateCachedAnswers);
}
