import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ConnectionBanner } from '../ConnectionBanner';
import { createThreadResync } from '../realtime/resync';
import { subscribeToVisitorEvents } from '../realtime/visitor-events';
import { createTestRuntime, RuntimeProviders } from '../test-support/test-runtime';
import type { EmailCapture } from '../availability/availability';
import { ThreadScreen } from './ThreadScreen';

const thread = { id: 'thread-1', clientThreadId: 'client-thread-1', operatorsLastReadSeq: 1, lastReadSeq: 2, unreadCount: 0 };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
const history = [
  { id: 'm1', seq: 1, body: 'Do you ship to Lyon?', fromVisitor: true, authorName: 'Visitor #1', clientMessageId: 'c-1', createdAt: at(0) },
  { id: 'm2', seq: 2, body: 'Yes, in two days. <b>Free</b> over €50.', fromVisitor: false, authorName: 'Maya', clientMessageId: 'c-2', createdAt: at(1) },
  { id: 'm3', seq: 3, body: 'Great, thanks!', fromVisitor: true, authorName: 'Visitor #1', clientMessageId: 'c-3', createdAt: at(2) },
];

type HistoryMessage = (typeof history)[number] & { attachments?: readonly object[]; fromAnswerBot?: boolean };

function threadPayload(
  operation: OperationDescriptor,
  overrides: Partial<typeof thread> = {},
  { messages = history as readonly HistoryMessage[], visitorEmail = null as string | null } = {},
) {
  return MockPayloadGenerator.generate(operation, {
    Visitor: () => ({ id: 'visitor-1', email: visitorEmail }),
    VisitorThread: () => ({ ...thread, ...overrides }),
    VisitorThreadMessagesConnection: () => ({
      edges: messages.map((node, index) => ({ cursor: `cursor-${index + 1}`, node: { __typename: 'VisitorMessage', attachments: [], fromAnswerBot: false, ...node } })),
      pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: 'cursor-1', endCursor: `cursor-${messages.length}` },
    }),
  }).data!;
}

type Capture = { emailCapture?: EmailCapture; visitorEmail?: string | null; answerBotName?: string | null };

async function renderThread(
  overrides: Partial<typeof thread> = {},
  { open = true, messages = history as readonly HistoryMessage[], emailCapture = 'none', visitorEmail = null, answerBotName = null }: { open?: boolean; messages?: readonly HistoryMessage[] } & Capture = {},
) {
  const environment = createMockEnvironment();
  const test = createTestRuntime(environment);
  test.host.receive({ open, page: { url: 'https://shop.example/', referrer: '', language: 'en' } });
  render(
    <RuntimeProviders runtime={test.runtime}>
      <ConnectionBanner />
      <ThreadScreen clientThreadId="client-thread-1" isNew={false} organizationName="Acme Inc." answerBotName={answerBotName} emailCapture={emailCapture} preChatFields={[]} />
    </RuntimeProviders>,
  );
  // The conversation's code loads on demand: its query goes out once it is here.
  await waitFor(() => expect(environment.mock.getAllOperations()).not.toHaveLength(0));
  await act(async () => environment.mock.resolveMostRecentOperation((operation) => ({ data: threadPayload(operation, overrides, { messages, visitorEmail }) })));
  return { environment, ...test };
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const states = (name: string) => within(log()).queryAllByRole('img', { name });

describe('the thread view', () => {
  it('shows the history with who wrote what, and bodies as plain text', async () => {
    await renderThread();
    expect(within(log()).getByText('Maya')).toBeTruthy();
    expect(within(log()).getByText('Yes, in two days. <b>Free</b> over €50.')).toBeTruthy();
    expect(log().querySelector('b')).toBeNull();
  });

  it('shows each of the visitor’s messages as read, sent or sending', async () => {
    const { runtime } = await renderThread();
    expect(states('Read')).toHaveLength(1);
    expect(states('Sent')).toHaveLength(1);
    await act(async () => runtime.send('client-thread-1', 'Also, do you deliver on Saturdays?'));
    expect(states('Sending')).toHaveLength(1);
    expect(within(log()).getByText('Also, do you deliver on Saturdays?')).toBeTruthy();
  });

  it('adds a live message once, however often it arrives, and asks for a resync after a gap', async () => {
    const { environment, runtime } = await renderThread();
    const onMessage = jest.fn();
    const onGap = jest.fn();
    const dispose = subscribeToVisitorEvents(environment, { clientId: 'abc', typing: runtime.typing, onMessage, onGap, onStarted: jest.fn(), onSettingsSaved: jest.fn() });
    const subscription = environment.mock.getMostRecentOperation();
    const event = (message: Partial<(typeof history)[number]>) =>
      MockPayloadGenerator.generate(subscription, {
        VisitorEvent: () => ({ kind: 'MESSAGE_ADDED', typing: null }),
        VisitorThread: () => thread,
        VisitorMessage: () => ({ fromVisitor: false, authorName: 'Maya', createdAt: at(3), ...message }),
      });

    const reply = { id: 'm4', seq: 4, body: 'Anything else?', clientMessageId: 'c-4' };
    await act(async () => environment.mock.nextValue(subscription, event(reply)));
    await act(async () => environment.mock.nextValue(subscription, event(reply)));
    expect(within(log()).getAllByText('Anything else?')).toHaveLength(1);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'm4', body: 'Anything else?', authorName: 'Maya', fromVisitor: false, clientThreadId: thread.clientThreadId }));
    expect(onGap).not.toHaveBeenCalled();

    await act(async () => environment.mock.nextValue(subscription, event({ id: 'm6', seq: 6, body: 'Hello?', clientMessageId: 'c-6' })));
    expect(onGap).toHaveBeenCalledWith('thread-1');
    dispose();
  });

  it('resyncs after the last cursor, page after page, without doubles', async () => {
    const { environment } = await renderThread();
    const resync = createThreadResync(environment);
    const done = resync('thread-1');
    const page = (operation: OperationDescriptor, cursors: string[], nodes: Partial<(typeof history)[number]>[], hasNextPage: boolean) =>
      MockPayloadGenerator.generate(operation, {
        VisitorThread: () => thread,
        VisitorThreadMessagesConnection: () => ({
          edges: nodes.map((node, index) => ({
            cursor: cursors[index],
            node: { __typename: 'VisitorMessage', fromVisitor: false, authorName: 'Maya', createdAt: at(5), ...node },
          })),
          pageInfo: { hasNextPage, endCursor: cursors.at(-1) },
        }),
      });

    const resyncQuery = () => environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === 'WidgetThreadResyncQuery')!;
    let operation = resyncQuery();
    expect(operation.request.variables).toEqual({ id: 'thread-1', after: 'cursor-3' });
    const missed = [
      { id: 'm4', seq: 4, body: 'Missed one', clientMessageId: 'c-4' },
      { id: 'm5', seq: 5, body: 'Missed two', clientMessageId: 'c-5' },
    ];
    await act(async () => environment.mock.resolve(operation, page(operation, ['cursor-4', 'cursor-5'], missed, true)));
    operation = resyncQuery();
    expect(operation.request.variables).toEqual({ id: 'thread-1', after: 'cursor-5' });
    // The server may repeat a message the widget already has: it must still show once.
    const last = [missed[1], { id: 'm6', seq: 6, body: 'Missed three', clientMessageId: 'c-6' }];
    await act(async () => environment.mock.resolve(operation, page(operation, ['cursor-5', 'cursor-6'], last, false)));
    await act(async () => done);

    const bodies = [...log().querySelectorAll('.bubble')].map((bubble) => bubble.childNodes[1].textContent);
    expect(bodies).toEqual([...history.map((message) => message.body), 'Missed one', 'Missed two', 'Missed three']);
  });

  it('shows the team typing, and stops when they do', async () => {
    const { runtime } = await renderThread();
    await act(async () => runtime.typing.typing('thread-1', 'Maya'));
    expect(screen.getByText('Maya is typing…')).toBeTruthy();
    await act(async () => runtime.typing.clear('thread-1'));
    expect(screen.queryByText('Maya is typing…')).toBeNull();
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and queues the message with fixed ids', async () => {
    const { outbox } = await renderThread();
    const composer = screen.getByLabelText('Message');
    fireEvent.change(composer, { target: { value: 'First line' } });
    fireEvent.keyDown(composer, { key: 'Enter', shiftKey: true });
    expect(outbox.get().pending).toHaveLength(0);
    fireEvent.keyDown(composer, { key: 'Enter' });
    expect(outbox.get().pending).toEqual([expect.objectContaining({ clientThreadId: 'client-thread-1', body: 'First line', clientMessageId: expect.any(String) })]);
    expect((composer as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a message the server refused as not sent, with Try again and Delete, both plain buttons', async () => {
    const { runtime, outbox } = await renderThread();
    await act(async () => runtime.send('client-thread-1', 'Can I pay by invoice?'));
    await act(async () => runtime.send('client-thread-1', 'Also, is there a discount?'));
    const [refused, later] = outbox.get().pending;
    await act(async () => outbox.fail(refused.clientMessageId));
    expect(states('Not sent')).toHaveLength(1);
    expect(states('Sending')).toHaveLength(1);

    const tryAgain = within(log()).getByRole('button', { name: 'Try again' });
    expect(tryAgain.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(tryAgain.getAttribute('aria-describedby')!)?.textContent).toContain('Can I pay by invoice?');
    fireEvent.click(tryAgain);
    expect(outbox.get().pending).toEqual([refused, later]);
    expect(states('Not sent')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));

    await act(async () => outbox.fail(refused.clientMessageId));
    fireEvent.click(within(log()).getByRole('button', { name: 'Delete' }));
    expect(outbox.get().pending).toEqual([later]);
    expect(within(log()).queryByText('Can I pay by invoice?')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });

  it('marks the team’s replies read only while the panel is open', async () => {
    const { environment } = await renderThread({ unreadCount: 1, lastReadSeq: 1 }, { open: false });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('marks the team’s replies read when the visitor sees them', async () => {
    const { environment } = await renderThread({ unreadCount: 1, lastReadSeq: 1 });
    const markRead = environment.mock.getMostRecentOperation();
    expect(markRead.request.node.params.name).toBe('WidgetMarkReadMutation');
    expect(markRead.request.variables).toEqual({ input: { threadId: 'thread-1', seq: 2 } });
  });
});

describe('files in the thread', () => {
  const photo = { __typename: 'VisitorAttachment', id: 'file-1', fileName: 'photo.png', byteSize: 2048, isImage: true, url: '/attachments/file-1/photo.png?expires=1' };
  const receipt = { __typename: 'VisitorAttachment', id: 'file-2', fileName: 'receipt.pdf', byteSize: 4096, isImage: false, url: '/attachments/file-2/receipt.pdf?expires=1' };
  const withFiles = [
    ...history,
    { id: 'm4', seq: 4, body: '', fromVisitor: true, authorName: 'Visitor #1', clientMessageId: 'c-4', createdAt: at(3), attachments: [photo, receipt] },
  ];
  const linkQueries = (environment: ReturnType<typeof createMockEnvironment>) =>
    environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'WidgetMessageAttachmentsQuery');

  it('shows where a message of files only is, under its files', async () => {
    await renderThread({ operatorsLastReadSeq: 3 }, { messages: withFiles });
    expect(within(log()).getByRole('link', { name: 'Open photo.png full size' })).toBeTruthy();
    expect(states('Read')).toHaveLength(2);
    expect(states('Sent')).toHaveLength(1);
    const delivery = states('Sent')[0];
    expect(delivery.closest('.bubble')).toBeNull();
    expect(delivery.previousElementSibling?.className).toBe('message-files');
  });

  it('fetches fresh links once when an image’s link has expired, then shows it as a file if it still fails', async () => {
    const { environment } = await renderThread({}, { messages: withFiles });
    const image = () => within(log()).getByRole('img', { name: 'photo.png' }) as HTMLImageElement;
    expect(image().getAttribute('src')).toBe(photo.url);

    fireEvent.error(image());
    fireEvent.error(image());
    const [refetch, ...others] = linkQueries(environment);
    expect(others).toHaveLength(0);
    expect(refetch.request.variables).toEqual({ id: 'm4' });
    const fresh = { ...photo, url: '/attachments/file-1/photo.png?expires=2' };
    await act(async () => environment.mock.resolve(refetch, { data: { node: { __typename: 'VisitorMessage', id: 'm4', attachments: [fresh, receipt] } } }));
    expect(image().getAttribute('src')).toBe(fresh.url);

    // A second failure is final: no other fetch, and the image becomes a link to the file.
    fireEvent.error(image());
    expect(linkQueries(environment)).toHaveLength(0);
    expect(within(log()).queryByRole('img', { name: 'photo.png' })).toBeNull();
    expect(within(log()).getByRole('link', { name: /photo\.png/ }).getAttribute('href')).toBe(fresh.url);
  });
});

describe('the connection banner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says when the visitor is offline, and that messages wait', async () => {
    const { connection } = await renderThread();
    await act(async () => connection.set('offline'));
    expect(screen.getByText('You’re offline. Messages will be sent when you’re back online.')).toBeTruthy();
  });

  it('says it is reconnecting only when that takes more than a moment', async () => {
    const { connection } = await renderThread();
    await act(async () => connection.set('connecting'));
    expect(screen.queryByText('Connecting…')).toBeNull();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Connecting…')).toBeTruthy();
    await act(async () => connection.set('live'));
    expect(screen.queryByText('Connecting…')).toBeNull();
  });
});

describe('asking for the visitor’s email while the team is away', () => {
  it('shows nothing when the widget does not collect emails now', async () => {
    await renderThread({}, { emailCapture: 'none' });
    expect(screen.queryByRole('form', { name: 'Get the reply by email' })).toBeNull();
  });

  it('checks the address, gives it to the team, then confirms where the reply will go', async () => {
    const { environment } = await renderThread({}, { emailCapture: 'after-first-message' });
    const card = screen.getByRole('form', { name: 'Get the reply by email' });
    const field = within(card).getByLabelText('Email');
    fireEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    expect(within(card).getByText('Enter your email address.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ada@example' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    expect(within(card).getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'WidgetSubmitDetailsMutation')).toBe(false);

    fireEvent.change(field, { target: { value: ' Ada@Example.com ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    const submitted = environment.mock.getMostRecentOperation();
    expect(submitted.request.node.params.name).toBe('WidgetSubmitDetailsMutation');
    expect(submitted.request.variables).toEqual({ input: { email: 'Ada@Example.com' } });
    await act(async () =>
      environment.mock.resolve(submitted, {
        data: { submitVisitorDetails: { __typename: 'SubmitVisitorDetailsPayload', visitor: { id: 'visitor-1', email: 'ada@example.com' } } },
      }),
    );
    expect(screen.queryByRole('form', { name: 'Get the reply by email' })).toBeNull();
    expect(screen.getByText('We’ll reply to ada@example.com')).toBeTruthy();
  });

  it('shows the server’s refusal beside the field', async () => {
    const { environment } = await renderThread({}, { emailCapture: 'after-first-message' });
    const card = screen.getByRole('form', { name: 'Get the reply by email' });
    fireEvent.change(within(card).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({ data: { submitVisitorDetails: { __typename: 'RateLimitedError', retryAfterSeconds: 300 } } }),
    );
    expect(within(card).getByRole('alert').textContent).toBe('Too many attempts. Try again in a few minutes.');
  });

  it('confirms the address the team already has instead of asking again', async () => {
    await renderThread({}, { emailCapture: 'after-first-message', visitorEmail: 'grace@example.com' });
    expect(screen.queryByRole('form', { name: 'Get the reply by email' })).toBeNull();
    expect(screen.getByText('We’ll reply to grace@example.com')).toBeTruthy();
  });
});
