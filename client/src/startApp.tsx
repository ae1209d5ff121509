import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createEnvironment } from './relay/environment';
import { isPublicSiteOn } from './lib/publicSite';
import { appRoutes } from './router';
import { startTelemetry } from './telemetry/startTelemetry';

/** The app's own screens (sign-in, onboarding, dashboard), rendered in the browser from app.html. */
export function startApp(container: HTMLElement) {
  const routes = appRoutes(isPublicSiteOn());
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App environment={createEnvironment()} router={router} />
    </StrictMode>,
  );
  startTelemetry(router, routes);
}
