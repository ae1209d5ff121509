import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSetAnswerBotNameMutation as SetAnswerBotNameMutation, useSetAnswerBotNameMutation$data } from './__generated__/useSetAnswerBotNameMutation.graphql';

const mutation = graphql`
  mutation useSetAnswerBotNameMutation($input: SetAnswerBotNameInput!) {
    setAnswerBotName(input: $input) {
      __typename
      ... on SetAnswerBotNamePayload {
        organization {
          id
          answerBotName
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

const resultOf = (data: useSetAnswerBotNameMutation$data) => data.setAnswerBotName;

export function useSetAnswerBotNameMutation() {
  return useTypedMutation<SetAnswerBotNameMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
