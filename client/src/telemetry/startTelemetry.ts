import { matchRoutes, type createBrowserRouter, type RouteObject } from 'react-router';
import { startAnalytics, pageChanged } from './analytics';
import { startErrorReporting } from './errorReporting';
import { fetchTelemetryConfig } from './runtimeConfig';

type Router = ReturnType<typeof createBrowserRouter>;

/** Waits until the browser is idle after the first render: telemetry never competes with showing the page. */
function afterFirstRender(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  });
}

/** `/dashboard/threads/:id` for /dashboard/threads/abc: names for transactions that don't multiply with data. */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return pathname;
  const segments = matches.flatMap(({ route }) => (route.path ? [route.path.replace(/^\/|\/$/g, '')] : []));
  return `/${segments.join('/')}`;
}

/**
 * Reads the telemetry settings once the page has rendered, then starts error reporting and analytics (each loaded
 * only when configured) and tells analytics about every page the router shows.
 */
export function startTelemetry(router: Router, routes: RouteObject[]) {
  const config = afterFirstRender().then(fetchTelemetryConfig);
  startErrorReporting(config, (pathname) => routePattern(routes, pathname));
  startAnalytics(config);
  let shownKey = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === shownKey) return;
    shownKey = location.key;
    pageChanged(location.pathname);
  });
}
