import { graphql } from 'react-relay';
import type { IEnvironment, RecordSourceSelectorProxy } from 'relay-runtime';
import { mergeMessages, moveThreadToTop } from '../realtime/store-updates';
import { commit, ServerErrors } from '../relay/commit';
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

/** The acknowledged message joins its thread's history, and the thread tops the list. */
function addToThread(store: RecordSourceSelectorProxy) {
  const payload = store.getRootField('sendVisitorMessage');
  const thread = payload.getLinkedRecord('thread');
  const edge = payload.getLinkedRecord('messageEdge');
  const node = edge?.getLinkedRecord('node');
  if (!thread || !edge || !node) return;
  mergeMessages(store, thread, [{ node, cursor: edge.getValue('cursor') as string }]);
  moveThreadToTop(store, thread);
}

/** Sends one outbox entry, and says what became of it. */
export async function sendMessage(environment: IEnvironment, entry: OutboxEntry): Promise<SendResult> {
  const input = { clientThreadId: entry.clientThreadId, clientMessageId: entry.clientMessageId, body: entry.body, attachmentIds: entry.attachments?.map((file) => file.id) ?? [] };
  let response: WidgetSendMessageMutation['response'];
  try {
    response = await commit<WidgetSendMessageMutation>(environment, { mutation, variables: { input }, updater: addToThread });
  } catch (error) {
    // No answer (offline, timed out) is thrown on: the sender tries again later.
    if (!(error instanceof ServerErrors)) throw error;
    return { kind: error.badRequest ? 'rejected' : 'error' };
  }
  const result = response.sendVisitorMessage;
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
