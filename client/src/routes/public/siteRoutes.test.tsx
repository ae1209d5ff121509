import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { documents, pages, site } from 'virtual:parley-content';
import { siteRoutes } from './siteRoutes';

function renderSite(path: string) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const headContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? document.head.querySelector(selector)?.getAttribute('href');

describe('the public site in the browser', () => {
  it('renders a page from its markdown with its own head', async () => {
    renderSite('/comparisons');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(pages.comparisons.title);
    expect(screen.getByRole('heading', { level: 2, name: 'Parley vs Intercom' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${pages.comparisons.title} · Parley`));
    expect(headContent('meta[name="description"]')).toBe(pages.comparisons.description);
    expect(headContent('link[rel="canonical"]')).toBe(`${site.publicUrl}/comparisons`);
    expect(headContent('meta[property="og:title"]')).toBe(pages.comparisons.title);
  });

  it('moves between pages and swaps the head with them', async () => {
    const router = renderSite('/resources');
    const guide = documents.find((document) => document.kind === 'guide')!;
    fireEvent.click(await screen.findByRole('link', { name: guide.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(guide.path));
    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeTruthy();
    await waitFor(() => expect(headContent('link[rel="canonical"]')).toBe(`${site.publicUrl}${guide.path}`));
    expect(headContent('meta[property="og:type"]')).toBe('article');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy policy · Parley'));
  });

  it('shows the not-found page, marked so, for unknown paths', async () => {
    renderSite('/resources/no-such-guide');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('We could not find that page');
    await waitFor(() => expect(headContent('meta[name="parley:page"]')).toBe('not-found'));
    expect(headContent('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
