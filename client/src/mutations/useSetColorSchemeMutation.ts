import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetColorSchemeMutation as SetColorSchemeMutation, useSetColorSchemeMutation$data } from './__generated__/useSetColorSchemeMutation.graphql';

const mutation = graphql`
  mutation useSetColorSchemeMutation($input: SetColorSchemeInput!) {
    setColorScheme(input: $input) {
      __typename
      ... on SetColorSchemePayload {
        user {
          id
          colorScheme
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useSetColorSchemeMutation$data) => data.setColorScheme;

export function useSetColorSchemeMutation() {
  return useTypedMutation<SetColorSchemeMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
