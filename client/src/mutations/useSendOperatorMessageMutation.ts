import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toOutcome } from '../lib/mutationOutcome';
import { NetworkError } from '../relay/environment';
import { insertMessage } from '../routes/threads/conversation/messageConnection';
import { placeThreadInLists } from '../routes/threads/threadConnections';
import type { SendOperatorMessageInput, useSendOperatorMessageMutation as SendOperatorMessageMutation } from './__generated__/useSendOperatorMessageMutation.graphql';

const mutation = graphql`
  mutation useSendOperatorMessageMutation($input: SendOperatorMessageInput!) {
    sendOperatorMessage(input: $input) {
      __typename
      ... on SendOperatorMessagePayload {
        messageEdge {
          cursor
          node {
            ...messageConnection_message
          }
        }
        thread {
          lastSeq
          unread
          viewerLastReadSeq
          ...threadConnections_thread
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

/** `retry`: the request may not have reached the server; sending again with the same id is safe. */
export type SendOutcome = { status: 'sent' } | { status: 'retry' } | { status: 'failed'; message: string };

/** Sends one written message; its answer goes straight into the thread's history and the inbox lists. */
export function useSendOperatorMessageMutation(): (input: SendOperatorMessageInput) => Promise<SendOutcome> {
  const [commit] = useMutation<SendOperatorMessageMutation>(mutation);
  return useCallback(
    (input) =>
      new Promise((resolve) => {
        commit({
          variables: { input },
          updater: (store) => {
            const payload = store.getRootField('sendOperatorMessage');
            const edge = payload?.getLinkedRecord('messageEdge');
            const message = edge?.getLinkedRecord('node');
            const thread = payload?.getLinkedRecord('thread');
            if (edge && message) insertMessage(store, input.threadId, message, (edge.getValue('cursor') as string | null) ?? null);
            if (thread) placeThreadInLists(store, thread);
          },
          onCompleted: (response) => {
            const outcome = toOutcome(response.sendOperatorMessage);
            resolve(outcome.ok ? { status: 'sent' } : { status: 'failed', message: outcome.error.message });
          },
          onError: (error) => resolve(error instanceof NetworkError ? { status: 'retry' } : { status: 'failed', message: 'The message could not be sent. Try again.' }),
        });
      }),
    [commit],
  );
}
