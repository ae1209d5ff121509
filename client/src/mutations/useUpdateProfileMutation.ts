import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateProfileMutation as UpdateProfileMutation, useUpdateProfileMutation$data } from './__generated__/useUpdateProfileMutation.graphql';

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        user {
          id
          name
          locale
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

const resultOf = (data: useUpdateProfileMutation$data) => data.updateProfile;

export function useUpdateProfileMutation() {
  return useTypedMutation<UpdateProfileMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
