import { redirectDocument, type RouteObject } from 'react-router';
import { PublicLayout } from '../../layouts/PublicLayout';
import { appSections } from '../appSections';
import { RouteErrorPage } from '../RouteErrorPage';
import { publicRoutes } from './publicRoutes';

/**
 * The router of prerendered public pages, which hydrate without the app's code (no Relay, no dashboard). A
 * link from them into the app loads that screen as a new page, with the app's own bundle.
 */
export const siteRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Only when the first page's code is not loaded yet: never for prerendered pages, which load it before hydrating.
    HydrateFallback: () => null,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      ...appSections.map((section) => ({ path: `${section}/*`, loader: ({ request }: { request: Request }) => redirectDocument(request.url) })),
    ],
  },
];
