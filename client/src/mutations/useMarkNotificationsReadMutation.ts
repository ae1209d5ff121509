import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useMarkNotificationsReadMutation as MarkNotificationsReadMutation, useMarkNotificationsReadMutation$data } from './__generated__/useMarkNotificationsReadMutation.graphql';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      __typename
      ... on MarkNotificationsReadPayload {
        organization {
          id
          viewerUnreadNotificationCount
        }
        notifications {
          id
          readAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useMarkNotificationsReadMutation$data) => data.markNotificationsRead;

export function useMarkNotificationsReadMutation() {
  return useTypedMutation<MarkNotificationsReadMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
