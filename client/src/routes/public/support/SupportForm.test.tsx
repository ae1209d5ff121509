import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { SupportForm } from './SupportForm';

function renderForm() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <SupportForm />
    </RelayEnvironmentProvider>,
  );
  return environment;
}

function fill(name: string, email: string, message: string) {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('How can we help?'), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

async function answer(environment: ReturnType<typeof createMockEnvironment>, result: object) {
  const operation = await waitFor(() => {
    const [pending] = environment.mock.getAllOperations();
    if (!pending) throw new Error('the form sent nothing');
    return pending;
  });
  expect(operation.request.node.params.name).toBe('useSubmitSupportRequestMutation');
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Mutation: () => ({ submitSupportRequest: result }) }));
  });
  return operation.request.variables;
}

describe('SupportForm', () => {
  it('sends the request and confirms where the answer will go', async () => {
    const environment = renderForm();
    fill('Grace Hopper', 'grace@example.com', 'Can I import my old conversations?');
    const variables = await answer(environment, { __typename: 'SubmitSupportRequestPayload', threadId: 'VGhyZWFkOjE=' });
    expect(variables).toEqual({ input: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Can I import my old conversations?' } });
    expect((await screen.findByRole('status')).textContent).toContain('Thanks, we have your message');
    expect(screen.getByText('grace@example.com')).toBeTruthy();
  });

  it('shows each field error beside its field and keeps what was typed', async () => {
    const environment = renderForm();
    fill('Grace', 'not-an-address', 'Hello');
    await answer(environment, {
      __typename: 'ValidationError',
      message: 'Enter a valid email address.',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }],
    });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid email address.');
    expect((screen.getByLabelText('How can we help?') as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.queryByText('Thanks, we have your message')).toBeNull();
  });

  it('says so when the sender has written too often', async () => {
    const environment = renderForm();
    fill('Grace', 'grace@example.com', 'Again');
    await answer(environment, { __typename: 'RateLimitedError', message: 'Too many attempts. Try again in 60 minute(s).' });
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
