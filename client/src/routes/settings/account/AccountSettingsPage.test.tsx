import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

const now = new Date().toISOString();
const sessions = [
  { id: 'session-1', current: true, ipAddress: '203.0.113.7', lastSeenAt: now, createdAt: now, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' },
  { id: 'session-2', current: false, ipAddress: '198.51.100.4', lastSeenAt: now, createdAt: now, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
];

describe('AccountSettingsPage', () => {
  it('lists signed-in devices and revokes another one', async () => {
    const { environment } = renderRoute('/dashboard/settings/account');
    await resolveOperation(environment, 'DashboardLayoutQuery', signedInViewer('AGENT'));
    await resolveOperation(environment, 'AccountSettingsPageQuery', { User: () => ({ id: 'viewer-1', name: 'Maya Chen', locale: 'en', sessions, passkeys: [] }) });

    expect(screen.getByText('Chrome on macOS')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getByText('Safari on iOS')).toBeTruthy();
    // This browser is signed out with "Sign out", not revoked from the list.
    expect(screen.queryByRole('button', { name: /Revoke Chrome/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Safari on iOS (198.51.100.4)' }));
    await resolveOperation(environment, 'useRevokeSessionMutation', {
      Mutation: () => ({ revokeSession: { __typename: 'RevokeSessionPayload', revokedSessionId: 'session-2' } }),
    });
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('Chrome on macOS')).toBeTruthy();
  });
});
