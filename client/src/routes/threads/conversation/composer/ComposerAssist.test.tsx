import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { messageFixture, resolveConversation } from '../../../../../test/conversationFixtures';
import { resolveInbox, threadFixture } from '../../../../../test/inboxFixtures';
import { renderRoute } from '../../../../../test/renderRoute';
import { connectionMonitor } from '../../../../relay/connectionState';
import { outbox } from '../outbox';

type Rendered = ReturnType<typeof renderRoute>;

// Messages written in one test must not show up in the next one's conversation.
afterEach(() => outbox.getAll().forEach((message) => outbox.remove(message.clientMessageId)));

const sendsOf = ({ environment }: Rendered): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'useSendOperatorMessageMutation');

async function openConversation(messages = [messageFixture(1)], shownText = 'Message 1') {
  const rendered = renderRoute('/dashboard/threads/thread-1');
  const thread = threadFixture(1, { contact: { id: 'contact-1', displayName: 'Grace Hopper', name: 'Grace Hopper' } });
  await resolveInbox(rendered.environment, [thread]);
  await resolveConversation(rendered.environment, thread, messages);
  await screen.findByText(shownText);
  act(() => connectionMonitor.socketConnected());
  return rendered;
}

function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
}

const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('canned responses in the composer', () => {
  it('lists them after "/" at the start of a word, filters as one types, and inserts the chosen one with its variables filled', async () => {
    const rendered = await openConversation();
    const box = screen.getByLabelText('Reply to Grace Hopper');

    type(box, 'and/or');
    expect(screen.queryByRole('listbox', { name: 'Canned responses' })).toBeNull();

    type(box, 'Sure! /');
    const list = screen.getByRole('listbox', { name: 'Canned responses' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('/hello · Greeting'),
      expect.stringContaining('/refund · Refund policy'),
    ]);
    // The preview already reads as it will be sent.
    expect(within(list).getByText('Hi Grace, Maya here. How can I help?')).toBeTruthy();
    expect(activeOption(box)).toContain('/hello');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toContain('/refund');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toContain('/hello');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption(box)).toContain('/refund');

    type(box, 'Sure! /ref');
    expect(within(screen.getByRole('listbox', { name: 'Canned responses' })).getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('Sure! Refunds take 3–5 business days, Grace Hopper.');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter chose the response; it did not send the message.
    expect(sendsOf(rendered)).toHaveLength(0);

    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sendsOf(rendered)).toHaveLength(1));
    expect(sendsOf(rendered)[0].request.variables.input).toMatchObject({ body: 'Sure! Refunds take 3–5 business days, Grace Hopper.', kind: 'MESSAGE' });
  });

  it('closes with Escape, says when nothing matches, and picks with Tab', async () => {
    await openConversation();
    const box = screen.getByLabelText('Reply to Grace Hopper');
    type(box, '/xyz');
    expect(screen.getByText('No canned response matches “/xyz”.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByText('No canned response matches “/xyz”.')).toBeNull();
    type(box, '/xy');
    expect(screen.queryByText('No canned response matches “/xy”.')).toBeNull();
    type(box, '');

    type(box, '/h');
    expect(screen.getByRole('listbox', { name: 'Canned responses' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Tab' });
    expect((box as HTMLTextAreaElement).value).toBe('Hi Grace, Maya here. How can I help?');
  });
});

describe('mentions in notes', () => {
  it('lists teammates after "@" in a note only, and sends the chosen one as a mention', async () => {
    const rendered = await openConversation();
    const reply = screen.getByLabelText('Reply to Grace Hopper');
    type(reply, 'Hello @s');
    expect(screen.queryByRole('listbox', { name: 'Mention a teammate' })).toBeNull();
    type(reply, '');

    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    const note = screen.getByLabelText('Internal note');
    type(note, 'Can @');
    // Everyone but oneself.
    expect(within(screen.getByRole('listbox', { name: 'Mention a teammate' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['SRSam Rivera']);
    type(note, 'Can @ri');
    expect(activeOption(note)).toContain('Sam Rivera');
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type(note, 'Can @riv');
    expect(screen.queryByRole('listbox')).toBeNull();

    type(note, 'Can ');
    type(note, 'Can @sa');
    fireEvent.keyDown(note, { key: 'Enter' });
    expect((note as HTMLTextAreaElement).value).toBe('Can @Sam Rivera ');
    expect(sendsOf(rendered)).toHaveLength(0);
    type(note, 'Can @Sam Rivera check the invoice?');
    fireEvent.keyDown(note, { key: 'Enter' });
    await waitFor(() => expect(sendsOf(rendered)).toHaveLength(1));
    expect(sendsOf(rendered)[0].request.variables.input).toMatchObject({ body: 'Can @[Sam Rivera](user-2) check the invoice?', kind: 'NOTE' });
  });

  it('shows mentions in notes by the teammate’s current name, highlighted', async () => {
    await openConversation([messageFixture(1, { kind: 'NOTE', authorKind: 'OPERATOR', authorName: 'Maya Chen', body: 'Ask @[Sam R](user-2) about it' })], '@Sam Rivera');
    const mention = screen.getByText('@Sam Rivera');
    expect(mention.closest('li')?.textContent).toContain('Internal note');
    expect(mention.parentElement?.textContent).toContain('Ask @Sam Rivera about it');
  });
});
