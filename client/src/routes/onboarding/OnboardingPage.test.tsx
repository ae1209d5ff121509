import { fireEvent, screen } from '@testing-library/react';
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
