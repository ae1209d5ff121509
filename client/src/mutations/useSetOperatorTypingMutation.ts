import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetOperatorTypingMutation as SetOperatorTypingMutation, useSetOperatorTypingMutation$data } from './__generated__/useSetOperatorTypingMutation.graphql';

const mutation = graphql`
  mutation useSetOperatorTypingMutation($input: SetOperatorTypingInput!) {
    setOperatorTyping(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useSetOperatorTypingMutation$data) => data.setOperatorTyping;

export function useSetOperatorTypingMutation() {
  return useTypedMutation<SetOperatorTypingMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
