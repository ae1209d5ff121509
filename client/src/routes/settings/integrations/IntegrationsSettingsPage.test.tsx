import { act, screen, within } from '@testing-library/react';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

async function openIntegrationsPage(role: 'ADMIN' | 'AGENT' = 'ADMIN') {
  const rendered = renderRoute('/dashboard/settings/integrations');
  // The shell's query already holds the viewer's role: the page reads it from the store.
  await resolveOperation(rendered.environment, 'DashboardLayoutQuery', signedInViewer(role));
  return rendered;
}

const organizationWith = (fields: object) => ({
  Node: () => ({ __typename: 'Organization', id: 'organization-1' }),
  Organization: () => ({ id: 'organization-1', ...fields }),
});

describe('IntegrationsSettingsPage', () => {
  it('lists API keys with their scopes, creator, expiry and last use, and offers Revoke only for keys still in use', async () => {
    const { environment } = await openIntegrationsPage();
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const apiKeys = [
      { id: 'key-1', name: 'CRM sync', scopes: ['READ', 'WRITE'], secretStart: 'parley_Ab3d', createdBy: { name: 'Maya Chen' }, createdAt: hourAgo, expiresAt: null, lastUsedAt: hourAgo, lastUsedIp: '203.0.113.9', revokedAt: null },
      { id: 'key-2', name: 'Old export', scopes: ['READ'], secretStart: 'parley_Zz90', createdBy: null, createdAt: hourAgo, expiresAt: hourAgo, lastUsedAt: null, lastUsedIp: null, revokedAt: null },
    ];
    // The generator asks for each item of the list by its path, ending in the item's index.
    await resolveOperation(environment, 'ApiKeysSectionQuery', { ...organizationWith({ apiKeys: apiKeys.map(() => ({})) }), ApiKey: (context) => apiKeys[Number(context?.path?.at(-1))] });
    const section = screen.getByRole('region', { name: 'API keys' });
    const [active, expired] = within(section).getAllByRole('listitem');
    expect(active!.textContent).toMatch(/CRM sync.*parley_Ab3d….*read.*write.*Created 1 hour ago by Maya Chen.*Expires never.*Last used 1 hour ago from 203\.0\.113\.9/);
    within(active!).getByRole('button', { name: 'Revoke CRM sync' });
    expect(expired!.textContent).toMatch(/Old export.*Expired.*Last used never/);
    expect(within(expired!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'GraphQL API guide' }).getAttribute('href')).toBe('/resources/graphql-api');
  });

  it('shows a section that failed to load in its place, leaving the others working', async () => {
    const { environment } = await openIntegrationsPage();
    const keysQuery = () => environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'ApiKeysSectionQuery')!;
    await act(async () => environment.mock.reject(keysQuery(), new Error('The server is restarting')));
    await screen.findByText('API keys could not be loaded: The server is restarting');
    await resolveOperation(environment, 'WebhooksSectionQuery', organizationWith({ webhookEndpoints: [] }));
    await screen.findByText('No webhook endpoints yet');
  });

  it('shows Slack as connected, with its channel and mode, or else the manifest and Events URL to paste', async () => {
    const { environment } = await openIntegrationsPage();
    const slackSetup = { eventsUrl: 'https://chat.example.com/integrations/slack/events/org1', manifest: '{ "display_information": {} }', notePrefix: ';;' };
    await resolveOperation(environment, 'SlackSectionQuery', {
      ...organizationWith({ slackSetup, slackIntegration: { channelId: 'C0123ABCD', channelName: 'support', workspaceName: 'Acme', mode: 'TWO_WAY', connectedAt: new Date().toISOString() } }),
    });
    const section = screen.getByRole('region', { name: 'Slack' });
    expect(section.textContent).toMatch(/Posting to #support in Acme \(C0123ABCD\).*Connected.*Two-way.*start it with ;; to leave an internal note/);
    within(section).getByText(slackSetup.eventsUrl);
    within(section).getByRole('button', { name: 'Disconnect' });
  });

  it('tells agents that owners and admins manage integrations, and loads no keys', async () => {
    const { environment } = await openIntegrationsPage('AGENT');
    await screen.findByText('Owners and admins manage integrations.');
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('ApiKeysSectionQuery');
  });
});
