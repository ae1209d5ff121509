import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { createTestRuntime, RuntimeProviders } from './test-support/test-runtime';
import { widgetAppQuery } from './WidgetApp';
import { WidgetRoot } from './WidgetRoot';

const acme = {
  organizationName: 'Acme Inc.',
  greeting: 'Hi! Ask us anything.',
  color: '#0f766e',
  position: 'BOTTOM_RIGHT',
  launcherText: '',
  avatarUrl: null,
  locale: null,
  name: 'Website',
  askForEmail: 'WHEN_AWAY',
  preChatFields: [],
  translations: [],
  team: [],
};
const online = { state: 'AVAILABLE', awayMessage: 'Back at nine.', awayBehavior: 'COLLECT_EMAIL', replyTimeMinutes: 5, hideLauncher: false };

const unsavedLook = {
  color: '#7c3aed',
  position: 'BOTTOM_LEFT',
  launcherText: 'Questions?',
  greeting: 'Unsaved greeting',
  avatarUrl: null,
  locale: null,
  askForEmail: 'WHEN_AWAY',
  preChatFields: [],
  translations: [],
} as const;
const orderQuestions = [
  { key: 'order_number', label: 'Order number', required: true },
  { key: 'company', label: 'Company', required: false },
];

type Options = { onClose?: () => void; withQuery?: boolean } & Parameters<typeof createTestRuntime>[1];

function renderWidget({ onClose, withQuery = true, ...runtimeOptions }: Options = {}) {
  const environment = createMockEnvironment();
  const test = createTestRuntime(environment, runtimeOptions);
  const queryRef = withQuery ? loadQuery<WidgetAppQuery>(environment, widgetAppQuery, { clientId: 'abc' }) : null;
  render(
    <RuntimeProviders runtime={test.runtime}>
      <WidgetRoot initialQueryRef={queryRef} onClose={onClose} />
    </RuntimeProviders>,
  );
  // Async act: React retries a suspended tree in a later task, not synchronously.
  const resolve = (data: (operation: OperationDescriptor) => object) =>
    act(async () => environment.mock.resolveMostRecentOperation((operation) => ({ data: data(operation) })));
  return { environment, resolve, ...test };
}

const widgetPayload = (operation: OperationDescriptor, availability: object = online) =>
  MockPayloadGenerator.generate(operation, { PublicWidget: () => acme, Availability: () => availability }).data!;

/** Whether the chat's frame has the keyboard (jsdom has no frames of its own to ask). */
const chatHasKeyboard = (has: boolean) => jest.spyOn(document, 'hasFocus').mockReturnValue(has);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('WidgetRoot', () => {
  it('shows a loading state while the widget is fetched', () => {
    renderWidget();
    expect(screen.getByRole('status').textContent).toContain('Loading chat…');
  });

  it('asks for the widget of the client id in the address', () => {
    const { environment } = renderWidget();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ clientId: 'abc' });
  });

  it('renders the organization, its greeting in the widget colour, the team’s availability and a way to start', async () => {
    const { resolve } = renderWidget();
    await resolve(widgetPayload);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme Inc.');
    expect(screen.getByText('Hi! Ask us anything.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeTruthy();
    expect(screen.getByText('We’re online')).toBeTruthy();
    expect(screen.getByText('Typically replies in 5 minutes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeTruthy();
    const widget = document.querySelector('.widget') as HTMLElement;
    expect(widget.style.getPropertyValue('--accent')).toBe('#0f766e');
    expect(widget.style.getPropertyValue('--on-accent')).toBe('#ffffff');
  });

  it('tells the loader how to draw the launcher once the session has started', async () => {
    const { resolve, parent, session } = renderWidget();
    await resolve((operation) =>
      MockPayloadGenerator.generate(operation, { PublicWidget: () => ({ ...acme, color: '#FACC15', position: 'BOTTOM_LEFT', launcherText: 'Chat with us' }) }).data!,
    );
    expect(parent.reportAppearance).not.toHaveBeenCalled();
    await act(async () => session.start(undefined));
    expect(parent.reportAppearance).toHaveBeenLastCalledWith({ color: '#facc15', onColor: '#111827', position: 'left', launcherText: 'Chat with us', locale: 'en' });
    expect(parent.reportUnavailable).not.toHaveBeenCalled();
  });

  it('speaks the language the widget is set to, whatever the browser’s, and shows the team’s picture', async () => {
    const { resolve } = renderWidget();
    await resolve((operation) => MockPayloadGenerator.generate(operation, { PublicWidget: () => ({ ...acme, locale: 'fr', avatarUrl: 'https://cdn.example.com/team.png' }) }).data!);
    expect(screen.getByRole('button', { name: 'Nouvelle conversation' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.querySelector('.header-avatar')?.getAttribute('src')).toBe('https://cdn.example.com/team.png');
  });

  it('says the chat is not available on this website when the server refuses the page’s origin, and asks for no launcher', async () => {
    const { resolve, parent, session } = renderWidget({ start: async () => ({ kind: 'refused' }) });
    await resolve(widgetPayload);
    await act(async () => session.start(undefined));
    expect(screen.getByRole('heading', { name: 'Chat isn’t available on this website' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    expect(parent.reportUnavailable).toHaveBeenCalled();
    expect(parent.reportAppearance).not.toHaveBeenCalled();
  });

  it('in the dashboard’s preview, shows the settings being edited instead of the saved ones', async () => {
    const preview = { ...unsavedLook, locale: 'de' } as const;
    const { resolve, parent } = renderWidget({ preview });
    await resolve(widgetPayload);
    expect(screen.getByText('Unsaved greeting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neue Unterhaltung' })).toBeTruthy();
    expect((document.querySelector('.widget') as HTMLElement).style.getPropertyValue('--accent')).toBe('#7c3aed');
    // No session in a preview, yet the launcher shows the unsaved look at once.
    expect(parent.reportAppearance).toHaveBeenLastCalledWith({ color: '#7c3aed', onColor: '#ffffff', position: 'left', launcherText: 'Questions?', locale: 'de' });
  });

  it('shows the greeting and away message the admin wrote in the chat’s language, English where one is missing', async () => {
    const translations = [{ locale: 'de', greeting: 'Hallo! Fragen Sie uns.', awayMessage: '', preChatLabels: [] }];
    const { resolve } = renderWidget({ preview: { ...unsavedLook, locale: 'de', translations } });
    await resolve((operation) => widgetPayload(operation, { ...online, state: 'AWAY' }));
    expect(screen.getByText('Hallo! Fragen Sie uns.')).toBeTruthy();
    expect(screen.getByText('Back at nine.')).toBeTruthy();
  });

  it('says when the team is away, with its away message', async () => {
    const { resolve } = renderWidget();
    await resolve((operation) => widgetPayload(operation, { ...online, state: 'AWAY' }));
    expect(screen.getByText('We’re away')).toBeTruthy();
    expect(screen.getByText('Back at nine.')).toBeTruthy();
  });

  it('greets a visitor the page identified by name', async () => {
    const { resolve, host } = renderWidget();
    await resolve(widgetPayload);
    await act(async () => host.receive({ open: true, identity: { name: 'Ada' } }));
    expect(screen.getByText('Hi Ada')).toBeTruthy();
  });

  it('explains that the chat is unavailable when the client id is unknown or disabled', async () => {
    const { resolve, parent } = renderWidget();
    await resolve(() => ({ publicWidget: null }));

    expect(screen.getByRole('heading', { name: 'Chat isn’t available' })).toBeTruthy();
    expect(screen.getByText('This chat may have been turned off, or the link may be wrong.')).toBeTruthy();
    expect(parent.reportUnavailable).toHaveBeenCalled();
  });

  it('offers a retry when loading fails, and recovers', async () => {
    const { environment, resolve } = renderWidget();
    // React reports the caught error on the console; the boundary handling it is what's under test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await resolve(widgetPayload);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme Inc.');
    consoleError.mockRestore();
  });

  it('has a close button only when embedded', async () => {
    const onClose = jest.fn();
    const { resolve } = renderWidget({ onClose });
    await resolve(widgetPayload);
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no close button as a page of its own', async () => {
    const { resolve } = renderWidget();
    await resolve(widgetPayload);
    expect(screen.queryByRole('button', { name: 'Close chat' })).toBeNull();
  });

  it('opens a new conversation with the composer focused, and comes back to the start button', async () => {
    chatHasKeyboard(true);
    const { resolve } = renderWidget();
    await resolve(widgetPayload);
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    // The conversation's code and the pre-chat form load on demand: found once they have.
    expect(await screen.findByRole('heading', { name: 'Ask Acme Inc. anything' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));

    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New conversation' }));
  });

  it('treats an address without a client id as unavailable', () => {
    renderWidget({ withQuery: false });
    expect(screen.getByRole('heading', { name: 'Chat isn’t available' })).toBeTruthy();
  });
});

describe('the pre-chat form', () => {
  const submissions = (environment: ReturnType<typeof createMockEnvironment>) =>
    environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'WidgetSubmitDetailsMutation');

  async function startConversation() {
    chatHasKeyboard(true);
    const rendered = renderWidget();
    await rendered.resolve((operation) => MockPayloadGenerator.generate(operation, { PublicWidget: () => ({ ...acme, askForEmail: 'ALWAYS', preChatFields: orderQuestions }) }).data!);
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    return { ...rendered, form: await screen.findByRole('form', { name: 'Before we start' }) };
  }

  it('comes before the composer when the widget always asks, and says which answers are missing or wrong', async () => {
    const { environment, form } = await startConversation();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Email'));

    fireEvent.click(within(form).getByRole('button', { name: 'Start the conversation' }));
    expect(within(form).getByText('Enter your email address.')).toBeTruthy();
    const order = within(form).getByLabelText('Order number');
    expect(order.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(order.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    // The optional question may stay empty.
    expect(within(form).getByLabelText('Company').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ada@example' } });
    fireEvent.change(order, { target: { value: 'A-1001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start the conversation' }));
    expect(within(form).getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(order.getAttribute('aria-invalid')).toBeNull();
    expect(submissions(environment)).toHaveLength(0);
  });

  it('gives the team the email and the answers, then makes way for the composer', async () => {
    const { environment, form } = await startConversation();
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: ' Ada@Example.com ' } });
    fireEvent.change(within(form).getByLabelText('Order number'), { target: { value: ' A-1001 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start the conversation' }));
    const [submitted] = submissions(environment);
    expect(submitted.request.variables).toEqual({ input: { email: 'Ada@Example.com', answers: { order_number: 'A-1001', company: '' } } });
    expect(within(form).getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    await act(async () =>
      environment.mock.resolve(submitted, {
        data: { submitVisitorDetails: { __typename: 'SubmitVisitorDetailsPayload', visitor: { id: 'visitor-1', email: 'ada@example.com' } } },
      }),
    );
    expect(screen.queryByRole('form', { name: 'Before we start' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });

  it('keeps the form, with the server’s refusal beside the answer, when the server says no', async () => {
    const { environment, form } = await startConversation();
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText('Order number'), { target: { value: 'A-1001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start the conversation' }));
    await act(async () =>
      environment.mock.resolve(submissions(environment)[0], { data: { submitVisitorDetails: { __typename: 'ValidationError', fieldErrors: [{ field: 'order_number' }] } } }),
    );
    expect(within(form).getByLabelText('Order number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('in the dashboard’s preview, opens as the admin edits it, checks the answers and sends nothing', async () => {
    const { resolve, runtime, environment } = renderWidget({ preview: unsavedLook });
    await resolve(widgetPayload);
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeTruthy();

    await act(async () => runtime.preview.set({ ...unsavedLook, askForEmail: 'ALWAYS', preChatFields: [{ key: 'order_number', label: 'Order number', required: true }] }));
    const form = await screen.findByRole('form', { name: 'Before we start' });
    fireEvent.click(within(form).getByRole('button', { name: 'Start the conversation' }));
    expect(within(form).getByText('Enter your email address.')).toBeTruthy();
    expect(within(form).getByLabelText('Order number').getAttribute('aria-invalid')).toBe('true');

    // A question added (still unsaved) shows at once.
    const withCompany = [...orderQuestions];
    await act(async () => runtime.preview.set({ ...unsavedLook, askForEmail: 'ALWAYS', preChatFields: withCompany }));
    const edited = screen.getByRole('form', { name: 'Before we start' });
    expect(within(edited).getByLabelText('Company')).toBeTruthy();
    fireEvent.change(within(edited).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(edited).getByLabelText('Order number'), { target: { value: 'A-1001' } });
    fireEvent.click(within(edited).getByRole('button', { name: 'Start the conversation' }));
    expect(screen.queryByRole('form', { name: 'Before we start' })).toBeNull();
    expect(screen.getByLabelText('Message')).toBeTruthy();
    expect(submissions(environment)).toHaveLength(0);

    // Back to "when away": no form before the first message.
    await act(async () => runtime.preview.set({ ...unsavedLook, askForEmail: 'WHEN_AWAY', preChatFields: withCompany }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByRole('form', { name: 'Before we start' })).toBeNull();
    expect(screen.getByLabelText('Message')).toBeTruthy();
  });

  it('in the dashboard’s preview, leaves the keyboard with the settings the admin is typing in', async () => {
    chatHasKeyboard(false);
    const { resolve, runtime } = renderWidget({ preview: unsavedLook });
    await resolve(widgetPayload);
    const settingsField = document.body.appendChild(document.createElement('input'));
    settingsField.focus();

    await act(async () => runtime.preview.set({ ...unsavedLook, askForEmail: 'ALWAYS', preChatFields: orderQuestions }));
    expect(await screen.findByRole('form', { name: 'Before we start' })).toBeTruthy();
    expect(document.activeElement).toBe(settingsField);
    settingsField.remove();
  });
});
