import { act, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { messageFixture, resolveConversation } from '../../../../test/conversationFixtures';
import { resolveInbox, resolveInboxPage, threadFixture, threadListResolvers, type ThreadFixture } from '../../../../test/inboxFixtures';
import { renderRoute } from '../../../../test/renderRoute';

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

/** The server's first event on a subscription that asked for it: from now on, every change reaches it. */
function subscriptionStarts({ environment }: Rendered, name: string, event: string) {
  const subscription = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);
  if (!subscription) throw new Error(`${name} was not subscribed to`);
  // The server sends it only to a subscription that asks.
  expect(subscription.request.node.params.text).toContain('announceStart: true');
  act(() => {
    environment.mock.nextValue(
      subscription,
      MockPayloadGenerator.generate(subscription, {
        [event]: () => ({ kind: 'SUBSCRIBED', message: null, typing: null, member: null, ...(event === 'InboxEvent' ? { thread: null, viewerUnreadThreadCount: 0 } : {}) }),
        Thread: () => ({ ...threadFixture(1), lastSeq: 3, viewerLastReadSeq: 1, contactLastReadSeq: 0, snoozedUntil: null }),
      }),
    );
  });
}

const priya = threadFixture(2, { lastMessageAt: new Date(Date.UTC(2025, 0, 10, 12, 30)).toISOString(), contact: { id: 'contact-2', displayName: 'Priya Nair' } });

function listedNames(): string[] {
  return within(screen.getByRole('list', { name: 'Conversations' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('span.truncate')?.textContent ?? '');
}

/** One inbox event down the dashboard's live subscription, as the server would push it. */
function pushInboxEvent({ environment }: Rendered, kind: string, thread: ThreadFixture) {
  const subscription = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useInboxEventsSubscription')!;
  act(() => {
    environment.mock.nextValue(subscription, MockPayloadGenerator.generate(subscription, { InboxEvent: () => ({ kind, thread, member: null, message: null }), Thread: () => thread }));
  });
}

/** The inbox with one thread on screen; then its subscription starts, and the list's read again is on its way. */
async function inboxReadAgain() {
  const rendered = renderRoute('/dashboard/threads');
  await resolveInbox(rendered.environment, [threadFixture(1)]);
  await screen.findByText('Visitor #1');
  const seen = new Set<OperationDescriptor>(rendered.environment.mock.getAllOperations());
  subscriptionStarts(rendered, 'useInboxEventsSubscription', 'InboxEvent');
  return { rendered, seen, list: await nextOperation(rendered, 'ThreadListQuery', seen) };
}

describe('when a subscription starts', () => {
  it('reads the first page of the list again, which shows a thread opened before the inbox listened', async () => {
    const { rendered, seen, list } = await inboxReadAgain();
    expect(list.request.variables).toMatchObject({ status: 'OPEN', assignment: 'ALL' });
    // The list stays on screen while it is read again.
    expect(screen.getByText('Visitor #1')).toBeTruthy();
    await act(async () => rendered.environment.mock.resolve(list, MockPayloadGenerator.generate(list, threadListResolvers([priya, threadFixture(1)]))));
    await screen.findByText('Priya Nair');
    expect(rendered.environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'ThreadListQuery' && !seen.has(operation))).toHaveLength(0);
  });

  it('reads the list again once it is on screen when the inbox started listening while its first read was on its way', async () => {
    const rendered = renderRoute('/dashboard/threads');
    await resolveInboxPage(rendered.environment);
    const firstRead = await nextOperation(rendered, 'ThreadListQuery', new Set());
    subscriptionStarts(rendered, 'useInboxEventsSubscription', 'InboxEvent');
    const seen = new Set<OperationDescriptor>(rendered.environment.mock.getAllOperations());
    await act(async () => rendered.environment.mock.resolve(firstRead, MockPayloadGenerator.generate(firstRead, threadListResolvers([threadFixture(1)]))));
    await screen.findByText('Visitor #1');

    const again = await nextOperation(rendered, 'ThreadListQuery', seen);
    await act(async () => rendered.environment.mock.resolve(again, MockPayloadGenerator.generate(again, threadListResolvers([priya, threadFixture(1)]))));
    await screen.findByText('Priya Nair');
  });

  it('puts back a thread whose event came while the list was being read again, reading it once more', async () => {
    const { rendered, seen, list } = await inboxReadAgain();

    // Priya opens a thread while the read is on its way, and the read was made before her message.
    pushInboxEvent(rendered, 'THREAD_CREATED', priya);
    await screen.findByText('Priya Nair');
    await act(async () => rendered.environment.mock.resolve(list, MockPayloadGenerator.generate(list, threadListResolvers([threadFixture(1)]))));

    const threads = await nextOperation(rendered, 'readListAgainThreadsQuery', seen);
    expect(threads.request.variables).toEqual({ ids: ['thread-2'] });
    await act(async () =>
      rendered.environment.mock.resolve(threads, MockPayloadGenerator.generate(threads, { Node: () => ({ __typename: 'Thread', id: 'thread-2' }), Thread: () => priya })),
    );
    await waitFor(() => expect(listedNames()).toEqual(['Priya Nair', 'Visitor #1']));
  });

  it('fetches the open thread after its last cursor, page by page', async () => {
    const rendered = renderRoute('/dashboard/threads/thread-1');
    await resolveInbox(rendered.environment, [threadFixture(1)]);
    await resolveConversation(rendered.environment, threadFixture(1));
    await screen.findByText('Message 1');
    const seen = new Set<OperationDescriptor>(rendered.environment.mock.getAllOperations());

    subscriptionStarts(rendered, 'useThreadEventsSubscription', 'ThreadEvent');

    const first = await nextOperation(rendered, 'threadResyncQuery', seen);
    expect(first.request.variables).toMatchObject({ threadId: 'thread-1', after: 'cursor-1' });
    await act(async () => rendered.environment.mock.resolve(first, page(first, [messageFixture(2, { body: 'Missed while offline' })], true)));

    const second = await nextOperation(rendered, 'threadResyncQuery', seen);
    expect(second.request.variables).toMatchObject({ threadId: 'thread-1', after: 'cursor-2' });
    await act(async () => rendered.environment.mock.resolve(second, page(second, [messageFixture(3, { body: 'Also missed' })], false)));

    await screen.findByText('Also missed');
    const bodies = screen.getAllByText(/^(Message 1|Missed while offline|Also missed)$/).map((element) => element.textContent);
    expect(bodies).toEqual(['Message 1', 'Missed while offline', 'Also missed']);
    expect(rendered.environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'threadResyncQuery' && !seen.has(operation))).toHaveLength(0);
  });
});
