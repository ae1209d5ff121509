import { act, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { messageFixture, resolveConversation } from '../../../../test/conversationFixtures';
import { resolveInbox, threadFixture } from '../../../../test/inboxFixtures';
import { renderRoute } from '../../../../test/renderRoute';
import { connectionMonitor } from '../../../relay/connectionState';

type Rendered = ReturnType<typeof renderRoute>;

async function nextOperation({ environment }: Rendered, name: string, seen: Set<OperationDescriptor>): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === name && !seen.has(candidate));
    if (!operation) throw new Error(`${name} was not sent`);
    seen.add(operation);
    return operation;
  });
}

function page(operation: OperationDescriptor, messages: ReturnType<typeof messageFixture>[], hasNextPage: boolean) {
  return MockPayloadGenerator.generate(operation, {
    Node: () => ({ __typename: 'Thread', id: 'thread-1' }),
    Thread: () => ({ ...threadFixture(1), lastSeq: 3, viewerLastReadSeq: 1, contactLastReadSeq: 0, snoozedUntil: null }),
    ThreadMessagesConnection: () => ({
      edges: messages.map((message) => ({ cursor: `cursor-${message.seq}`, node: message })),
      pageInfo: { hasNextPage, endCursor: `cursor-${messages.at(-1)?.seq}` },
    }),
  });
}

describe('after a reconnect', () => {
  it('fetches the open thread after its last cursor, page by page, and the first page of the list again', async () => {
    const rendered = renderRoute('/dashboard/threads/thread-1');
    await resolveInbox(rendered.environment, [threadFixture(1)]);
    await resolveConversation(rendered.environment, threadFixture(1));
    await screen.findByText('Message 1');
    const seen = new Set<OperationDescriptor>(rendered.environment.mock.getAllOperations());

    act(() => {
      connectionMonitor.socketClosed(1006);
      connectionMonitor.socketConnected(true);
    });

    const list = await nextOperation(rendered, 'ThreadListQuery', seen);
    expect(list.request.variables).toMatchObject({ status: 'OPEN', assignment: 'ALL' });

    const first = await nextOperation(rendered, 'useThreadResyncQuery', seen);
    expect(first.request.variables).toMatchObject({ threadId: 'thread-1', after: 'cursor-1' });
    await act(async () => rendered.environment.mock.resolve(first, page(first, [messageFixture(2, { body: 'Missed while offline' })], true)));

    const second = await nextOperation(rendered, 'useThreadResyncQuery', seen);
    expect(second.request.variables).toMatchObject({ threadId: 'thread-1', after: 'cursor-2' });
    await act(async () => rendered.environment.mock.resolve(second, page(second, [messageFixture(3, { body: 'Also missed' })], false)));

    await screen.findByText('Also missed');
    const bodies = screen.getAllByText(/^(Message 1|Missed while offline|Also missed)$/).map((element) => element.textContent);
    expect(bodies).toEqual(['Message 1', 'Missed while offline', 'Also missed']);
    expect(rendered.environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'useThreadResyncQuery' && !seen.has(operation))).toHaveLength(0);
  });
});
