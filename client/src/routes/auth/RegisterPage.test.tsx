import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../../test/renderRoute';

describe('RegisterPage', () => {
  it('shows the server’s field errors beside their fields', async () => {
    const { environment } = renderRoute('/register');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Maya Chen' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'maya@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await resolveOperation(environment, 'useRegisterMutation', {
      Mutation: () => ({
        register: {
          __typename: 'ValidationError',
          message: 'Use at least 10 characters.',
          fieldErrors: [
            { field: 'password', message: 'Use at least 10 characters.' },
            { field: 'email', message: 'An account with this email already exists. Sign in instead.' },
          ],
        },
      }),
    });

    expect(await screen.findByText('Use at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists. Sign in instead.')).toBeTruthy();
    expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Work email').getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(screen.getByRole('button', { name: 'Create account' }).hasAttribute('disabled')).toBe(false);
  });

  it('names the inviter and locks the invited email address', async () => {
    const { environment } = renderRoute('/register?invitation=token-123');
    await resolveOperation(environment, 'AuthEntryPageQuery', {
      Query: () => ({ viewer: null }),
      InvitationPreview: () => ({ email: 'sam@acme.test', inviterName: 'Maya Chen', organizationName: 'Acme Inc.', role: 'AGENT' }),
    });

    expect(screen.getByText('Maya Chen').closest('p')?.textContent).toBe('Maya Chen invited you to Acme Inc. as an agent.');
    const email = screen.getByLabelText('Work email') as HTMLInputElement;
    expect(email.value).toBe('sam@acme.test');
    expect(email.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?invitation=token-123');
  });

  it('says to check the inbox once the link is on its way, and sends it again on request', async () => {
    const { environment } = renderRoute('/register');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Maya Chen' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'maya@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await resolveOperation(environment, 'useRegisterMutation', {
      Mutation: () => ({ register: { __typename: 'RegisterPayload', email: 'maya@acme.test', user: null } }),
    });

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('maya@acme.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    await resolveOperation(environment, 'useResendVerificationMutation', {
      Mutation: () => ({ resendVerification: { __typename: 'ResendVerificationPayload', sent: true } }),
    });
    expect(await screen.findByText('A new link is on its way. It can take a minute to arrive.')).toBeTruthy();
  });

  it('rates the password as it is typed, with the estimator’s advice, counting the person’s name', async () => {
    const { environment } = renderRoute('/register');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    fireEvent.change(password, { target: { value: 'password123' } });
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Too easy to guess'));
    expect(screen.getByText(/This is a commonly used password\./)).toBeTruthy();

    fireEvent.change(password, { target: { value: 'zorblax quintrell 7' } });
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Very strong'));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Zorblax Quintrell' } });
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Weak'));
  });
});
