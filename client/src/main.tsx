import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createEnvironment } from './relay/environment';
import { routes } from './router';
import '@fontsource-variable/inter';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App environment={createEnvironment()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
