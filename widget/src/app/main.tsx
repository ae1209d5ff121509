import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { WidgetAppQuery } from './__generated__/WidgetAppQuery.graphql';
import { clientIdFromPath } from './client-id';
import { createHostStateStore } from './embed/host-state';
import { connectToParent } from './embed/parent-channel';
import { loadLocale, locale } from './i18n/translate';
import { createWidgetRuntime } from './runtime/runtime';
import { RuntimeContext } from './runtime/RuntimeContext';
import { startErrorReporting } from './telemetry/errorReporting';
import { widgetAppQuery } from './WidgetApp';
import { WidgetRoot } from './WidgetRoot';
// The dashboard's typeface, self-hosted: @font-face rules in the stylesheet, font files fetched only when text needs them.
import '@fontsource-variable/inter';
import './styles.css';

// Listen before anything renders: the loader says hello as soon as the frame has loaded.
const host = createHostStateStore();
const parent = connectToParent(window, host);
document.documentElement.lang = locale();
document.documentElement.dataset.embedded = String(parent.embedded);

const clientId = clientIdFromPath(location.pathname);
const root = createRoot(document.getElementById('root')!);
const onClose = parent.embedded ? parent.requestClose : undefined;
// The first screen already speaks the visitor's language: its texts download beside the widget's query.
const render = (screen: ReactNode) => void loadLocale(locale()).then(() => root.render(screen));

if (!clientId) {
  render(<WidgetRoot initialQueryRef={null} onClose={onClose} />);
} else {
  const runtime = createWidgetRuntime({ clientId, parent, host, previewId: new URLSearchParams(location.search).get('preview') });
  // Fetch while React boots rather than after the first render.
  const queryRef = loadQuery<WidgetAppQuery>(runtime.environment, widgetAppQuery, { clientId });
  render(
    <StrictMode>
      <RuntimeContext value={runtime}>
        <RelayEnvironmentProvider environment={runtime.environment}>
          <WidgetRoot initialQueryRef={queryRef} onClose={onClose} />
        </RelayEnvironmentProvider>
      </RuntimeContext>
    </StrictMode>,
  );
}
startErrorReporting();
