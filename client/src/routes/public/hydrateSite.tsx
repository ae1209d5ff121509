import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { startTelemetry } from '../../telemetry/startTelemetry';
import { siteRoutes } from './siteRoutes';

/**
 * The page's lazy routes (its code and its text) must be in place before hydrating, or the router would first
 * render nothing over the prerendered HTML; this loads them the way the router would, ahead of time.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Makes a prerendered public page interactive; client/prerender renders the same tree at build time. */
export async function hydrateSite(container: HTMLElement) {
  await loadMatchedRoutes(siteRoutes);
  const router = createBrowserRouter(siteRoutes);
  // As a transition, hydration yields to the browser between components instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  startTelemetry(router, siteRoutes);
}
