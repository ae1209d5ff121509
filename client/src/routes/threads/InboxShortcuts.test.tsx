import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { resolveConversation } from '../../../test/conversationFixtures';
import { resolveInbox, threadFixture } from '../../../test/inboxFixtures';
import { renderRoute } from '../../../test/renderRoute';

const threads = [threadFixture(1), threadFixture(2), threadFixture(3)];

function press(key: string, target: Element = document.body) {
  act(() => {
    fireEvent.keyDown(target, { key });
  });
}

describe('inbox keyboard shortcuts', () => {
  it('moves through the list with j and k, focuses the reply with r and the note with n, and lists them with ?', async () => {
    const { environment, router } = renderRoute('/dashboard/threads');
    await resolveInbox(environment, threads);
    const path = () => router.state.location.pathname;

    press('j');
    expect(path()).toBe('/dashboard/threads/thread-1');
    await resolveConversation(environment, threads[0]);
    press('j');
    expect(path()).toBe('/dashboard/threads/thread-2');
    await resolveConversation(environment, threads[1]);
    press('k');
    expect(path()).toBe('/dashboard/threads/thread-1');
    const reply = await screen.findByLabelText('Reply to Visitor #1');

    press('r');
    expect(document.activeElement).toBe(reply);
    // Letters typed in the composer are text, not shortcuts.
    press('j', reply);
    expect(path()).toBe('/dashboard/threads/thread-1');
    press('Escape', reply);
    expect(document.activeElement).not.toBe(reply);

    press('n');
    expect(document.activeElement).toBe(screen.getByLabelText('Internal note'));
    press('Escape', document.activeElement!);

    press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    // Under an open dialog the inbox's keys are off.
    press('j', screen.getByRole('dialog'));
    expect(path()).toBe('/dashboard/threads/thread-1');
  });

  it('closes the open conversation with e and moves on to the next one', async () => {
    const { environment, router } = renderRoute('/dashboard/threads/thread-2');
    await resolveInbox(environment, threads);
    await resolveConversation(environment, threads[1]);
    await screen.findByLabelText('Reply to Visitor #2');

    press('e');
    const close = await waitFor(() => {
      const operation = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === 'useUpdateThreadStatusMutation');
      if (!operation) throw new Error('No status change was sent');
      return operation;
    });
    expect(close.request.variables.input).toEqual({ threadId: 'thread-2', status: 'CLOSED' });
    await act(async () =>
      environment.mock.resolve(
        close,
        MockPayloadGenerator.generate(close, {
          UpdateThreadStatusPayload: () => ({ __typename: 'UpdateThreadStatusPayload' }),
          Thread: () => ({ ...threads[1], status: 'CLOSED', snoozedUntil: null }),
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/threads/thread-3'));
  });
});
