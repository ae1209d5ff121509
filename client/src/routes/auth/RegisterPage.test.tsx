import { fireEvent, screen } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../../test/renderRoute';

describe('RegisterPage', () => {
  it('shows the server’s field errors beside their fields', async () => {
    const { environment } = renderRoute('/register');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Maya Chen' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'maya@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
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
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
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
});
