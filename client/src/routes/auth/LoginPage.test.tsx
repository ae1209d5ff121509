import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../../test/renderRoute';

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('sends a signed-out visitor of the dashboard to sign in, then back where they were going', async () => {
    const { environment, router } = renderRoute('/dashboard/settings/team');
    await resolveOperation(environment, 'DashboardLayoutQuery', { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Fsettings%2Fteam');

    // The layout's answer already told the store there is no viewer, so the sign-in page renders at once.
    await screen.findByRole('button', { name: 'Sign in' });
    signIn('maya@acme.test', 'correct horse battery');
    await resolveOperation(environment, 'useSignInMutation', {
      User: () => ({ emailVerified: true }),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/team'));
  });

  it('ignores a return path that leaves the site', async () => {
    const { environment, router } = renderRoute('/login?next=//evil.example/phish');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    signIn('maya@acme.test', 'correct horse battery');
    await resolveOperation(environment, 'useSignInMutation', {
      User: () => ({ emailVerified: true }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows why sign-in failed and stays on the page', async () => {
    const { environment, router } = renderRoute('/login');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    signIn('maya@acme.test', 'wrong password');
    await resolveOperation(environment, 'useSignInMutation', {
      Mutation: () => ({ signIn: { __typename: 'InvalidCredentialsError', message: 'That email and password do not match an account.' } }),
    });

    expect((await screen.findByRole('alert')).textContent).toContain('That email and password do not match an account.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unverified operator to the check-your-inbox page', async () => {
    const { environment, router } = renderRoute('/login');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    signIn('new@acme.test', 'correct horse battery');
    await resolveOperation(environment, 'useSignInMutation', {
      User: () => ({ emailVerified: false }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
  });

  it('offers an emailed sign-in link while attempts are throttled, and sends it to the typed address', async () => {
    const { environment } = renderRoute('/login');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    signIn('maya@acme.test', 'correct horse battery');
    await resolveOperation(environment, 'useSignInMutation', {
      Mutation: () => ({ signIn: { __typename: 'RateLimitedError', message: 'Too many attempts. Try again in 15 minute(s).' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    const request = await waitFor(() => {
      const pending = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useRequestSignInLinkMutation');
      if (!pending) throw new Error('no request yet');
      return pending;
    });
    expect(request.request.variables.input).toEqual({ email: 'maya@acme.test' });
    await resolveOperation(environment, 'useRequestSignInLinkMutation', {
      Mutation: () => ({ requestSignInLink: { __typename: 'RequestSignInLinkPayload', sent: true } }),
    });
    expect((await screen.findByText(/a sign-in link is on its way/)).textContent).toContain('It works once, within 15 minutes.');
  });

  it('does not offer a link for a wrong password', async () => {
    const { environment } = renderRoute('/login');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    signIn('maya@acme.test', 'wrong password');
    await resolveOperation(environment, 'useSignInMutation', {
      Mutation: () => ({ signIn: { __typename: 'InvalidCredentialsError', message: 'That email and password do not match an account.' } }),
    });
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  describe('the second step offers only what the account has', () => {
    async function secondStepFor(offered: { codes: boolean; passkeys: boolean; recoveryCodes: boolean }) {
      const { environment } = renderRoute('/login');
      await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
      signIn('maya@acme.test', 'correct horse battery');
      await resolveOperation(environment, 'useSignInMutation', {
        Mutation: () => ({ signIn: { __typename: 'SecondFactorRequiredError', message: 'Finish signing in.', ...offered } }),
      });
      await screen.findByRole('heading', { name: 'Two-factor sign-in' });
    }

    it('asks for the authenticator code when the account has one', async () => {
      await secondStepFor({ codes: true, passkeys: false, recoveryCodes: true });
      expect(screen.getByLabelText('Authentication code')).toBeTruthy();
      expect(screen.getByText('Enter the 6-digit code from your authenticator app or one of your recovery codes.')).toBeTruthy();
    });

    it('asks a passkey account with recovery codes left for a recovery code, never a 6-digit one', async () => {
      await secondStepFor({ codes: false, passkeys: true, recoveryCodes: true });
      expect(screen.getByLabelText('Recovery code')).toBeTruthy();
      expect(screen.queryByLabelText('Authentication code')).toBeNull();
      expect(screen.getByText('Use your passkey, or enter one of your recovery codes.')).toBeTruthy();
    });

    it('shows a passkey-only account no code field at all', async () => {
      await secondStepFor({ codes: false, passkeys: true, recoveryCodes: false });
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Verify and sign in' })).toBeNull();
      expect(screen.getByText('Use your passkey to finish signing in.')).toBeTruthy();
    });
  });
});
