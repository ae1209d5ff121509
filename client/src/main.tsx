import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createEnvironment } from './relay/environment';
import { routes } from './router';
import { startTelemetry } from './telemetry/startTelemetry';
import '@fontsource-variable/inter';
import './styles.css';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App environment={createEnvironment()} router={router} />
  </StrictMode>,
);
startTelemetry(router, routes);
