import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { resolveInbox, threadFixture, type ThreadFixture } from '../../../../test/inboxFixtures';
import { renderRoute } from '../../../../test/renderRoute';

function listedNames(): string[] {
  const list = screen.getByRole('list', { name: 'Conversations' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('span.truncate')?.textContent ?? '');
}

type Rendered = ReturnType<typeof renderRoute>;

/** Pushes one inbox event down the dashboard's live subscription, as the server would. */
function pushInboxEvent({ environment }: Rendered, kind: string, thread: ThreadFixture) {
  const subscription = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useInboxEventsSubscription');
  if (!subscription) throw new Error('The inbox is not subscribed to its events');
  act(() => {
    environment.mock.nextValue(subscription, MockPayloadGenerator.generate(subscription, { InboxEvent: () => ({ kind, thread, member: null }), Thread: () => thread }));
  });
}

describe('the thread list', () => {
  it('shows who wrote, the last words, the status and the assignee, with unread threads marked', async () => {
    const rendered = renderRoute('/dashboard/threads');
    await resolveInbox(rendered.environment, [
      threadFixture(1, { unread: true, contact: { id: 'contact-1', displayName: 'Léa Martin' }, preview: 'Do you ship to Lyon?' }),
      threadFixture(2, { assignee: { id: 'user-2', name: 'Sam Rivera', avatarUrl: null }, status: 'OPEN' }),
    ]);

    const [lea, second] = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(lea.textContent).toContain('Léa Martin');
    expect(lea.textContent).toContain('Do you ship to Lyon?');
    expect(within(lea).getByText('Unread')).toBeTruthy();
    expect(lea.textContent).toContain('Unassigned');
    expect(within(lea).getByText('Open')).toBeTruthy();

    expect(within(second).queryByText('Unread')).toBeNull();
    expect(second.textContent).toContain('Assigned to Sam Rivera');
    expect(second.getAttribute('href')).toBe(`/dashboard/threads/thread-2`);
  });

  it('moves a thread with a new message to the top, without asking the server again', async () => {
    const rendered = renderRoute('/dashboard/threads');
    const threads = [threadFixture(1), threadFixture(2), threadFixture(3)];
    await resolveInbox(rendered.environment, threads);
    expect(listedNames()).toEqual(['Visitor #1', 'Visitor #2', 'Visitor #3']);
    const queriesBefore = rendered.environment.mock.getAllOperations().length;

    pushInboxEvent(rendered, 'MESSAGE_ADDED', { ...threads[2], unread: true, preview: 'Hello again', lastMessageAt: new Date(Date.UTC(2025, 0, 10, 12, 5)).toISOString() });

    await waitFor(() => expect(listedNames()).toEqual(['Visitor #3', 'Visitor #1', 'Visitor #2']));
    const top = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')[0];
    expect(top.textContent).toContain('Hello again');
    expect(within(top).getByText('Unread')).toBeTruthy();
    expect(rendered.environment.mock.getAllOperations().length).toBe(queriesBefore);
  });

  it('inserts a new thread at the top and drops one that leaves the view', async () => {
    const rendered = renderRoute('/dashboard/threads');
    const threads = [threadFixture(1), threadFixture(2)];
    await resolveInbox(rendered.environment, threads);

    pushInboxEvent(rendered, 'THREAD_CREATED', threadFixture(9, { unread: true, lastMessageAt: new Date(Date.UTC(2025, 0, 10, 13)).toISOString() }));
    await waitFor(() => expect(listedNames()).toEqual(['Visitor #9', 'Visitor #1', 'Visitor #2']));
    // The same event again (another tab's retry, a replayed event) changes nothing.
    pushInboxEvent(rendered, 'THREAD_CREATED', threadFixture(9, { unread: true, lastMessageAt: new Date(Date.UTC(2025, 0, 10, 13)).toISOString() }));
    expect(listedNames()).toEqual(['Visitor #9', 'Visitor #1', 'Visitor #2']);

    pushInboxEvent(rendered, 'THREAD_UPDATED', { ...threads[0], status: 'CLOSED' });
    await waitFor(() => expect(listedNames()).toEqual(['Visitor #9', 'Visitor #2']));
  });
});
