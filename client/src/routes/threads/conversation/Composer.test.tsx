import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { resolveConversation, messageFixture } from '../../../../test/conversationFixtures';
import { resolveInbox, threadFixture } from '../../../../test/inboxFixtures';
import { renderRoute } from '../../../../test/renderRoute';
import { connectionMonitor } from '../../../relay/connectionState';
import { NetworkError } from '../../../relay/environment';

type Rendered = ReturnType<typeof renderRoute>;

const sendsOf = ({ environment }: Rendered): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'useSendOperatorMessageMutation');

async function openConversation() {
  const rendered = renderRoute('/dashboard/threads/thread-1');
  const thread = threadFixture(1);
  await resolveInbox(rendered.environment, [thread]);
  await resolveConversation(rendered.environment, thread);
  await screen.findByText('Message 1');
  return rendered;
}

function write(body: string) {
  const composer = screen.getByLabelText('Reply to Visitor #1');
  fireEvent.change(composer, { target: { value: body } });
  fireEvent.keyDown(composer, { key: 'Enter' });
}

describe('the composer', () => {
  it('keeps a reply written offline and sends it on reconnect, every attempt with the same clientMessageId', async () => {
    const rendered = await openConversation();
    act(() => connectionMonitor.setOnline(false));
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);

    write('Are you still there?');
    expect(screen.getByText('Are you still there?')).toBeTruthy();
    expect(screen.getByText(/Waiting for connection/)).toBeTruthy();
    expect(sendsOf(rendered)).toHaveLength(0);

    act(() => {
      connectionMonitor.setOnline(true);
      connectionMonitor.socketConnected();
    });
    await waitFor(() => expect(sendsOf(rendered)).toHaveLength(1));
    const first = sendsOf(rendered)[0];
    const { clientMessageId, body, kind } = first.request.variables.input;
    expect({ body, kind }).toEqual({ body: 'Are you still there?', kind: 'MESSAGE' });

    // The attempt may or may not have reached the server: it waits for the connection to come back.
    await act(async () => rendered.environment.mock.reject(first, new NetworkError('The network went away')));
    expect(sendsOf(rendered)).toHaveLength(0);
    expect(screen.getByText('Are you still there?')).toBeTruthy();

    act(() => {
      connectionMonitor.socketClosed(1006);
      connectionMonitor.socketConnected();
    });
    await waitFor(() => expect(sendsOf(rendered)).toHaveLength(1));
    const retry = sendsOf(rendered)[0];
    expect(retry.request.variables.input.clientMessageId).toBe(clientMessageId);

    await act(async () =>
      rendered.environment.mock.resolve(
        retry,
        MockPayloadGenerator.generate(retry, {
          SendOperatorMessagePayload: () => ({ __typename: 'SendOperatorMessagePayload' }),
          MessageEdge: () => ({ cursor: 'cursor-2' }),
          Message: () => messageFixture(2, { authorKind: 'OPERATOR', authorName: 'Maya Chen', body: 'Are you still there?', clientMessageId }),
          Thread: () => ({ ...threadFixture(1), lastSeq: 2 }),
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('Are you still there?')).toHaveLength(1);
    expect(screen.queryByText(/Waiting for connection/)).toBeNull();
  });

  it('sends at once when live, as a note when Note is chosen, and says the visitor won’t see a note', async () => {
    const rendered = await openConversation();
    act(() => connectionMonitor.socketConnected());
    expect(screen.getByLabelText('Reply to Visitor #1').getAttribute('placeholder')).toBe('Reply to Visitor #1…');
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    expect(screen.getByRole('button', { name: 'Note' }).getAttribute('aria-pressed')).toBe('true');
    const note = screen.getByLabelText('Internal note');
    expect(note.getAttribute('placeholder')).toBe('Write an internal note — the visitor won’t see it');
    expect(screen.getByText('Only your team sees notes')).toBeTruthy();
    fireEvent.change(note, { target: { value: 'Check the refund' } });
    fireEvent.keyDown(note, { key: 'Enter', shiftKey: true });
    expect(sendsOf(rendered)).toHaveLength(0);
    fireEvent.keyDown(note, { key: 'Enter' });
    await waitFor(() => expect(sendsOf(rendered)).toHaveLength(1));
    expect(sendsOf(rendered)[0].request.variables.input).toMatchObject({ body: 'Check the refund', kind: 'NOTE', threadId: 'thread-1' });
  });
});
