import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { mergeMessages, moveThreadToTop } from '../realtime/store-updates';
import { commit } from '../relay/commit';
import type { WidgetSendMessageMutation } from './__generated__/WidgetSendMessageMutation.graphql';
import type { OutboxEntry } from './outbox';
import type { SendResult } from './outbox-sender';

const mutation = graphql`
  mutation WidgetSendMessageMutation($input: SendVisitorMessageInput!) {
    sendVisitorMessage(input: $input) {
      __typename
      ... on SendVisitorMessagePayload {
        messageEdge {
          cursor
          node {
            ...WidgetMessageFields @relay(mask: false)
          }
        }
        thread {
          ...WidgetThreadFields @relay(mask: false)
        }
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
      ... on ValidationError {
        message
      }
      ... on NotAuthorizedError {
        message
      }
    }
  }
`;

/** Sends one outbox entry; the acknowledged message joins its thread's history and the thread tops the list. */
export async function sendMessage(environment: IEnvironment, entry: OutboxEntry): Promise<SendResult> {
  const input = { clientThreadId: entry.clientThreadId, clientMessageId: entry.clientMessageId, body: entry.body, attachmentIds: entry.attachments?.map((file) => file.id) ?? [] };
  const { sendVisitorMessage: result } = await commit<WidgetSendMessageMutation>(environment, {
    mutation,
    variables: { input },
    updater(store) {
      const payload = store.getRootField('sendVisitorMessage');
      const thread = payload.getLinkedRecord('thread');
      const edge = payload.getLinkedRecord('messageEdge');
      const node = edge?.getLinkedRecord('node');
      if (!thread || !edge || !node) return;
      mergeMessages(store, thread, [{ node, cursor: edge.getValue('cursor') as string }]);
      moveThreadToTop(store, thread);
    },
  });
  switch (result.__typename) {
    case 'SendVisitorMessagePayload':
      return { kind: 'sent', messageId: result.messageEdge.node.id, seq: result.messageEdge.node.seq };
    case 'RateLimitedError':
      return { kind: 'retry', afterMs: result.retryAfterSeconds * 1000 };
    case 'ValidationError':
      return { kind: 'rejected' };
    case 'NotAuthorizedError':
      return { kind: 'unauthorized' };
    default:
      return { kind: 'retry' };
  }
}
