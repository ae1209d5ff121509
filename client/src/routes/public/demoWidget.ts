import { useEffect, type MouseEvent } from 'react';
import { site } from 'virtual:parley-content';

/** The install snippet of the site's own widget, exactly as a customer pastes theirs. */
export const demoWidgetSnippet = `<script src="${site.publicUrl}/widget.js" data-client-id="${site.widgetClientId}" async></script>`;

const loaderSource = '/widget.js';
const firstInteractions = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

function addLoader() {
  if (document.querySelector(`script[src="${loaderSource}"]`)) return;
  const script = document.createElement('script');
  script.src = loaderSource;
  script.async = true;
  script.dataset.clientId = site.widgetClientId;
  document.body.append(script);
}

/**
 * Puts the site's own widget on the page when the visitor first moves, scrolls, types or taps: the loading
 * pattern the installation guide describes, so the chat's app costs nothing until someone is there to use
 * it. Once loaded, the widget stays for the rest of the visit, as on any site.
 */
export function useDemoWidget() {
  useEffect(() => {
    if (document.querySelector(`script[src="${loaderSource}"]`)) return;
    const load = () => {
      for (const event of firstInteractions) removeEventListener(event, load);
      addLoader();
    };
    for (const event of firstInteractions) addEventListener(event, load, { passive: true });
    return () => {
      for (const event of firstInteractions) removeEventListener(event, load);
    };
  }, []);
}

/** For links to the support page that open the live chat instead once the widget is there. */
export function openDemoWidget(event: MouseEvent) {
  if (!window.Parley?.open) return;
  event.preventDefault();
  window.Parley.open();
}
