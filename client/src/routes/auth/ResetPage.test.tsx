import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../../test/renderRoute';

describe('ResetPage', () => {
  it('says a used or expired link is spent as soon as it opens, and leads to a new one', async () => {
    const { environment, router } = renderRoute('/reset?token=spent-link');
    await resolveOperation(environment, 'ResetLinkCheckQuery', { Query: () => ({ passwordResetLinkUsable: false }) });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This reset link has expired or was already used');
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset');
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('asks for the new password when the link still works', async () => {
    const { environment } = renderRoute('/reset?token=fresh-link');
    await resolveOperation(environment, 'ResetLinkCheckQuery', { Query: () => ({ passwordResetLinkUsable: true }) });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Choose a new password');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeTruthy();
  });
});
