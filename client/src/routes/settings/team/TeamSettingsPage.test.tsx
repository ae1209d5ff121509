import { screen, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

const members = [
  { id: 'membership-1', role: 'OWNER', isViewer: false, user: { id: 'user-1', name: 'Maya Chen', email: 'maya@acme.test', avatarUrl: null }, teams: [] },
  { id: 'membership-2', role: 'AGENT', isViewer: true, user: { id: 'user-2', name: 'Sam Rivera', email: 'sam@acme.test', avatarUrl: null }, teams: [{ id: 'team-1', name: 'Support' }] },
  { id: 'membership-3', role: 'ADMIN', isViewer: false, user: { id: 'user-3', name: 'Lee Park', email: 'lee@acme.test', avatarUrl: null }, teams: [] },
];

function organizationWith(role: 'OWNER' | 'ADMIN' | 'AGENT'): MockResolvers {
  return {
    // The same viewer record the layout loaded, so the shell keeps its guard data.
    Query: () => ({ viewer: { id: 'viewer-1' } }),
    Organization: () => ({
      id: 'organization-1',
      name: 'Acme Inc.',
      viewerRole: role,
      members,
      teams: [{ id: 'team-1', name: 'Support', members: [members[1]] }],
      pendingInvitations: [{ id: 'invitation-1', email: 'new@acme.test', role: 'AGENT', expiresAt: '2099-01-01T00:00:00.000Z', invitedBy: { name: 'Maya Chen' }, teams: [] }],
    }),
  };
}

async function openTeamPage(role: 'OWNER' | 'ADMIN' | 'AGENT') {
  const rendered = renderRoute('/dashboard/settings/team');
  await resolveOperation(rendered.environment, 'DashboardLayoutQuery', signedInViewer(role));
  await resolveOperation(rendered.environment, 'TeamSettingsPageQuery', organizationWith(role));
  return rendered;
}

describe('TeamSettingsPage', () => {
  it('lists every member with their role, read-only for an agent, and subscribes to changes', async () => {
    const { environment } = await openTeamPage('AGENT');

    const list = screen.getByRole('list', { name: 'Members' });
    expect(within(list).getByText('Maya Chen')).toBeTruthy();
    expect(within(list).getByText('lee@acme.test')).toBeTruthy();
    expect(within(list).getByText('Owner')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Send invite' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New team' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();

    const subscription = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useTeamSettingsUpdatesSubscription');
    expect(subscription?.request.variables).toEqual({ organizationId: 'organization-1', canManage: false });
  });

  it('gives an admin the invite form, role controls for non-owners and the pending invitations', async () => {
    await openTeamPage('ADMIN');

    expect(screen.getByRole('button', { name: 'Send invite' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending invitations' })).toBeTruthy();
    expect(screen.getByText('new@acme.test')).toBeTruthy();
    // Admins manage agents and admins, never owners.
    expect(screen.getByRole('combobox', { name: 'Role of Lee Park' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of Maya Chen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Lee Park' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Maya Chen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New team' })).toBeTruthy();
  });
});
