import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useStartContactConversationMutation as StartContactConversationMutation, useStartContactConversationMutation$data } from './__generated__/useStartContactConversationMutation.graphql';

const mutation = graphql`
  mutation useStartContactConversationMutation($input: StartContactConversationInput!) {
    startContactConversation(input: $input) {
      __typename
      ... on StartContactConversationPayload {
        emailed
        thread {
          id
          contact {
            id
            conversationCount
            ...ContactConversations_contact
          }
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

const resultOf = (data: useStartContactConversationMutation$data) => data.startContactConversation;

export function useStartContactConversationMutation() {
  return useTypedMutation<StartContactConversationMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
