import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetAnswerFirstMutation as SetAnswerFirstMutation, useSetAnswerFirstMutation$data } from './__generated__/useSetAnswerFirstMutation.graphql';

const mutation = graphql`
  mutation useSetAnswerFirstMutation($input: SetAnswerFirstInput!) {
    setAnswerFirst(input: $input) {
      __typename
      ... on SetAnswerFirstPayload {
        organization {
          id
          answerFirstEnabled
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

const resultOf = (data: useSetAnswerFirstMutation$data) => data.setAnswerFirst;

export function useSetAnswerFirstMutation() {
  return useTypedMutation<SetAnswerFirstMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
