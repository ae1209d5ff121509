import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { renderRoute, resolveOperation, signedInViewer } from '../../../test/renderRoute';
import { markTwoFactorRequired, signalsTwoFactorRequired } from '../../relay/twoFactorSignal';

describe('route guards', () => {
  it('leads a signed-in member to set up two-factor sign-in as soon as any answer says an organization now requires it', async () => {
    const { environment, router } = renderRoute('/dashboard/threads');
    await resolveOperation(environment, 'DashboardLayoutQuery', signedInViewer('AGENT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/threads'));

    expect(signalsTwoFactorRequired({ data: { node: { id: 'o1' } } })).toBe(false);
    expect(signalsTwoFactorRequired({ data: { node: null }, extensions: { twoFactorRequired: true } })).toBe(true);
    expect(signalsTwoFactorRequired({ data: null, errors: [{ message: 'no', extensions: { code: 'TWO_FACTOR_REQUIRED' } }] } as never)).toBe(true);
    act(() => markTwoFactorRequired(environment));
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-factor-setup'));
  });

  it('sends an operator whose email is not confirmed to /verify', async () => {
    const { environment, router } = renderRoute('/dashboard/threads');
    await resolveOperation(environment, 'DashboardLayoutQuery', { User: () => ({ emailVerified: false, twoFactorSetupRequired: false, activeOrganization: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
  });

  it('sends a verified operator without an organization to onboarding', async () => {
    const { environment, router } = renderRoute('/dashboard/settings/account');
    await resolveOperation(environment, 'DashboardLayoutQuery', { User: () => ({ emailVerified: true, twoFactorSetupRequired: false, activeOrganization: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('sends a signed-out visitor of onboarding to sign in first', async () => {
    const { environment, router } = renderRoute('/onboarding');
    await resolveOperation(environment, 'OnboardingPageQuery', { Query: () => ({ viewer: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fonboarding');
  });

  it('sends a signed-in operator away from sign-up, unless they carry an invitation', async () => {
    const signedIn = renderRoute('/register');
    await resolveOperation(signedIn.environment, 'AuthEntryPageQuery', signedInViewer('OWNER'));
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/dashboard'));
    signedIn.unmount();

    const invited = renderRoute('/register?invitation=token-123');
    await resolveOperation(invited.environment, 'AuthEntryPageQuery', {
      ...signedInViewer('OWNER'),
      InvitationPreview: () => ({ organizationName: 'Globex' }),
    });
    expect(await invited.findByRole('heading', { name: 'Join Globex' })).toBeTruthy();
    expect(invited.router.state.location.pathname).toBe('/register');
  });

  it('keeps a signed-in operator on /dashboard, the overview home', async () => {
    const { environment, router } = renderRoute('/dashboard');
    await resolveOperation(environment, 'DashboardLayoutQuery', signedInViewer('AGENT'));
    await waitFor(() => expect(document.title).toBe('Overview · Parley'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
