import { screen } from '@testing-library/react';
import { renderRoute, resolveOperation } from '../../../test/renderRoute';

describe('VerifyPage', () => {
  it('says an address confirmed by an earlier click of the link is already confirmed, not that the link failed', async () => {
    const { environment } = renderRoute('/verify?token=used-link');
    await resolveOperation(environment, 'VerifyPageQuery', { Query: () => ({ viewer: null }) });
    await resolveOperation(environment, 'useVerifyEmailMutation', {
      Mutation: () => ({ verifyEmail: { __typename: 'VerifyEmailPayload', signedIn: false, alreadyConfirmed: true, user: null } }),
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your email is already confirmed');
    expect(screen.queryByText('This link did not work')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/login');
  });

  it('still says when a link is unknown or replaced, and offers a new one', async () => {
    const { environment } = renderRoute('/verify?token=unknown-link');
    await resolveOperation(environment, 'VerifyPageQuery', { Query: () => ({ viewer: null }) });
    await resolveOperation(environment, 'useVerifyEmailMutation', {
      Mutation: () => ({ verifyEmail: { __typename: 'InvalidTokenError', message: 'This link is invalid or has expired. Request a new one.' } }),
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This link did not work');
    expect(screen.getByText('This link is invalid or has expired. Request a new one.')).toBeTruthy();
  });
});
