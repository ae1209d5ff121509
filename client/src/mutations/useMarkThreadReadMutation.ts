import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useMarkThreadReadMutation as MarkThreadReadMutation, useMarkThreadReadMutation$data } from './__generated__/useMarkThreadReadMutation.graphql';

const mutation = graphql`
  mutation useMarkThreadReadMutation($input: MarkThreadReadInput!) {
    markThreadRead(input: $input) {
      __typename
      ... on MarkThreadReadPayload {
        thread {
          id
          unread
          viewerLastReadSeq
        }
        # Mentions in what was read are read too: this tab's bell drops without waiting for its notification events,
        # and the unread conversation count (sidebar, tab title) drops with it.
        organization {
          id
          viewerUnreadNotificationCount
          viewerUnreadThreadCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useMarkThreadReadMutation$data) => data.markThreadRead;

export function useMarkThreadReadMutation() {
  return useTypedMutation<MarkThreadReadMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
