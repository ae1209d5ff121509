import { screen } from '@testing-library/react';
import { publicSiteOffMarker } from '../lib/publicSite';
import { renderRoute, resolveOperation } from '../../test/renderRoute';

/** The tag the server writes into the app's page on an install with PUBLIC_SITE=off. */
function markPublicSiteOff() {
  const meta = document.createElement('meta');
  meta.name = publicSiteOffMarker.name;
  meta.content = publicSiteOffMarker.content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${publicSiteOffMarker.name}"]`).forEach((meta) => meta.remove());
});

async function signInPage() {
  const { environment } = renderRoute('/login');
  await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
  await screen.findByRole('button', { name: 'Sign in' });
}

describe('the app with the public site on', () => {
  it('links sign-in to the site’s home, legal pages and support form', async () => {
    await signInPage();
    expect(screen.getByRole('link', { name: 'Parley home' }).getAttribute('href')).toBe('/');
    for (const [name, href] of [['Privacy', '/privacy'], ['Terms', '/terms'], ['Help', '/support']]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });
});

describe('the app with the public site off', () => {
  beforeEach(markPublicSiteOff);

  it('links sign-in nowhere into the site, and its logo back to sign-in', async () => {
    await signInPage();
    expect(screen.getByRole('link', { name: 'Parley home' }).getAttribute('href')).toBe('/login');
    for (const name of ['Privacy', 'Terms', 'Help']) expect(screen.queryByRole('link', { name })).toBeNull();
  });

  it('asks no agreement to the site’s terms on sign-up', async () => {
    const { environment } = renderRoute('/register');
    await resolveOperation(environment, 'AuthEntryPageQuery', { Query: () => ({ viewer: null }) });
    await screen.findByRole('button', { name: 'Create account' });
    expect(screen.queryByText(/By creating an account you agree/)).toBeNull();
  });

  it('treats a marketing page as unknown, offering the dashboard', async () => {
    renderRoute('/integrations');
    await screen.findByRole('heading', { name: 'We could not find that page' });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Browse resources' })).toBeNull();
  });
});
