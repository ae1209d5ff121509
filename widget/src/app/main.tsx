import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { clientIdFromPath } from './client-id';
import { connectToParent } from './embed/parent-channel';
import { visitorProfile } from './embed/visitor-profile';
import { locale } from './i18n/translate';
import { createWidgetEnvironment } from './relay/environment';
import { startErrorReporting } from './telemetry/errorReporting';
import { widgetAppQuery } from './WidgetApp';
import { WidgetRoot } from './WidgetRoot';
import './styles.css';

// Listen before anything renders: the loader says hello as soon as the frame has loaded.
const parent = connectToParent(window, visitorProfile);
document.documentElement.lang = locale;
document.documentElement.dataset.embedded = String(parent.embedded);

const environment = createWidgetEnvironment();
const clientId = clientIdFromPath(location.pathname);
// Fetch while React boots rather than after the first render.
const queryRef = clientId ? loadQuery<WidgetAppQuery>(environment, widgetAppQuery, { clientId }) : null;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <WidgetRoot initialQueryRef={queryRef} onClose={parent.embedded ? parent.requestClose : undefined} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
startErrorReporting();
