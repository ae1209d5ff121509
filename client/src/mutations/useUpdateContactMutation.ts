import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateContactMutation as UpdateContactMutation, useUpdateContactMutation$data } from './__generated__/useUpdateContactMutation.graphql';

const mutation = graphql`
  mutation useUpdateContactMutation($input: UpdateContactInput!) {
    updateContact(input: $input) {
      __typename
      ... on UpdateContactPayload {
        contact {
          id
          ...ContactDetailsForm_contact
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

const resultOf = (data: useUpdateContactMutation$data) => data.updateContact;

export function useUpdateContactMutation() {
  return useTypedMutation<UpdateContactMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
