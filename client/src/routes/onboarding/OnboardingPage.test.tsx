import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../../test/renderRoute';

describe('OnboardingPage', () => {
  it('names the organization, creates the widget, then shows its install snippet', async () => {
    const { environment } = renderRoute('/onboarding');
    await resolveOperation(environment, 'OnboardingPageQuery', {
      User: () => ({ name: 'Maya Chen', emailVerified: true, twoFactorSetupRequired: false, activeOrganization: null }),
    });

    expect(screen.getByText('Welcome, Maya')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Organization name'), { target: { value: 'Acme Inc.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await resolveOperation(environment, 'useCreateOrganizationMutation', {
      Organization: () => ({ id: 'organization-1', name: 'Acme Inc.', viewerRole: 'OWNER', onboardingCompleted: false, widgets: [] }),
    });

    const widgetName = (await screen.findByLabelText('Widget name')) as HTMLInputElement;
    expect(widgetName.value).toBe('Website');
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    await resolveOperation(environment, 'useCreateWidgetMutation', {
      Widget: () => ({ id: 'widget-1', name: 'Website', installSnippet: '<script src="https://chat.acme.test/widget.js" data-client-id="abc123" async></script>' }),
    });

    expect(await screen.findByText('Add Parley to your website')).toBeTruthy();
    expect(screen.getByText('<script src="https://chat.acme.test/widget.js" data-client-id="abc123" async></script>')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('resumes at the snippet when the organization already has a widget', async () => {
    const { environment } = renderRoute('/onboarding');
    await resolveOperation(environment, 'OnboardingPageQuery', {
      User: () => ({ name: 'Maya Chen', emailVerified: true, twoFactorSetupRequired: false }),
      Organization: () => ({ id: 'organization-1', viewerRole: 'OWNER', onboardingCompleted: false, widgets: [{ id: 'widget-1', name: 'Website', installSnippet: '<script data-client-id="abc123"></script>' }] }),
    });
    expect(screen.getByText('Add Parley to your website')).toBeTruthy();
  });
});

describe('OnboardingPage team step', () => {
  const organizationWithWidget = {
    User: () => ({ name: 'Maya Chen', emailVerified: true, twoFactorSetupRequired: false }),
    Organization: () => ({ id: 'organization-1', viewerRole: 'OWNER', onboardingCompleted: false, widgets: [{ id: 'widget-1', name: 'Website', installSnippet: '<script></script>' }] }),
  };
  const refused = { Mutation: () => ({ inviteMember: { __typename: 'ValidationError', message: 'Enter a valid email address.', fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }] } }) };

  async function inviteOneGoodOneBad() {
    const view = renderRoute('/onboarding?step=team');
    await resolveOperation(view.environment, 'OnboardingPageQuery', organizationWithWidget);
    fireEvent.change(screen.getByLabelText('Email of teammate 1'), { target: { value: 'ana@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    fireEvent.change(screen.getByLabelText('Email of teammate 2'), { target: { value: 'bob@acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite and finish' }));
    await resolveOperation(view.environment, 'useInviteMemberMutation');
    await resolveOperation(view.environment, 'useInviteMemberMutation', refused);
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Invitation sent to ana@acme.test.')).toBeTruthy();
    return view;
  }

  async function finishes({ environment, router }: ReturnType<typeof renderRoute>) {
    await resolveOperation(environment, 'useCompleteOnboardingMutation', { Organization: () => ({ id: 'organization-1', onboardingCompleted: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  }

  it('finishes after the refused invitation is removed, without inviting anyone again', async () => {
    const view = await inviteOneGoodOneBad();
    fireEvent.click(screen.getByRole('button', { name: 'Remove teammate 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite and finish' }));
    await finishes(view);
    expect(view.environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useInviteMemberMutation');
  });

  it('finishes after the refused invitation is corrected, inviting only that one', async () => {
    const view = await inviteOneGoodOneBad();
    fireEvent.change(screen.getByLabelText('Email of teammate 1'), { target: { value: 'bob@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite and finish' }));
    await resolveOperation(view.environment, 'useInviteMemberMutation');
    expect(await screen.findByText('Invitation sent to ana@acme.test, bob@acme.test.')).toBeTruthy();
    await finishes(view);
  });

  it('tries only the finish again when finishing failed after every invitation went out', async () => {
    const view = renderRoute('/onboarding?step=team');
    await resolveOperation(view.environment, 'OnboardingPageQuery', organizationWithWidget);
    fireEvent.change(screen.getByLabelText('Email of teammate 1'), { target: { value: 'ana@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite and finish' }));
    await resolveOperation(view.environment, 'useInviteMemberMutation');
    await resolveOperation(view.environment, 'useCompleteOnboardingMutation', {
      Mutation: () => ({ completeOnboarding: { __typename: 'NotAuthorizedError', message: 'Something went wrong. Try again.' } }),
    });
    expect(await screen.findByText('Something went wrong. Try again.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invite and finish' }));
    await finishes(view);
    expect(view.environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useInviteMemberMutation');
  });
});
