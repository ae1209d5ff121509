import { installGlobalApi } from './global-api';
import { createWidget } from './widget';

/** Starts the widget from its own script tag: `<script src="https://chat.example.com/widget.js" data-client-id="…">`. */
export function boot() {
  // Pasting the snippet twice must not draw a second launcher.
  if (window.Parley?.open) return;
  const script = (document.currentScript ??
    document.querySelector('script[src*="/widget.js"][data-client-id]')) as HTMLScriptElement | null;
  const clientId = script?.dataset.clientId;
  // The chat app lives wherever this script was served from.
  // `data-preview` is the dashboard's live preview: the app shows the settings being edited, not the saved ones.
  if (script && clientId) installGlobalApi(createWidget(clientId, new URL(script.src).origin, script.dataset.preview));
}
