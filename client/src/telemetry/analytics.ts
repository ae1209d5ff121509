import { useSyncExternalStore } from 'react';
import type { PostHog } from 'posthog-js';
import { doNotTrack, storeConsent, storedConsent, type Consent } from './consent';
import type { TelemetryConfig } from './runtimeConfig';

/** What the dashboard reports from the browser; sign-ups and the like are also reported, authoritatively, by the server. */
export type BrowserEvent = 'sign-up completed' | 'organization created in onboarding' | 'install snippet copied' | 'upgrade clicked';

type State = { configured: boolean; consent: Consent | null };

let posthogConfig: TelemetryConfig['posthog'] = null;
let posthog: Promise<PostHog> | null = null;
/** The signed-in operator, remembered so that PostHog learns who it is whenever it loads. */
let operatorId: string | null = null;
// Prerendering runs this module without a window; the browser's first page view sets the real path.
let currentPath = typeof window === 'undefined' ? '/' : window.location.pathname;
let state: State = { configured: false, consent: storedConsent() };
const listeners = new Set<() => void>();
const serverState: State = { configured: false, consent: null };

function setState(change: Partial<State>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

/** Signed-in areas run on our terms of service; everywhere else (public pages, sign-in) waits for consent. */
function isSignedInArea(pathname: string): boolean {
  return /^\/(dashboard|onboarding)(\/|$)/.test(pathname);
}

function allowedHere(): boolean {
  if (!posthogConfig || doNotTrack() || state.consent === 'denied') return false;
  return state.consent === 'granted' || isSignedInArea(currentPath);
}

/** Loads PostHog the first time analytics is allowed, and switches capturing on or off as the visitor moves. */
function sync(pageview: boolean) {
  if (!allowedHere()) {
    void posthog?.then((client) => client.opt_out_capturing());
    return;
  }
  const config = posthogConfig!;
  posthog ??= import('./posthog').then((module) => module.startPostHog(config));
  void posthog.then((client) => {
    if (client.has_opted_out_capturing()) client.opt_in_capturing({ captureEventName: false });
    if (operatorId && client.get_distinct_id() !== operatorId) client.identify(operatorId);
    if (pageview) client.capture('$pageview');
  });
}

/** Runs `use` on PostHog only where analytics is allowed; otherwise nothing is loaded and nothing is sent. */
function withPostHog(use: (client: PostHog) => void) {
  if (!allowedHere()) return;
  sync(false);
  void posthog?.then(use);
}

export function startAnalytics(config: Promise<TelemetryConfig>) {
  void config.then((loaded) => {
    posthogConfig = loaded.posthog;
    setState({ configured: loaded.posthog !== null });
    sync(true);
  });
}

/** A new page in the single-page app: counts as a page view where analytics is allowed. */
export function pageChanged(pathname: string) {
  currentPath = pathname;
  if (posthogConfig) sync(true);
}

export function chooseConsent(consent: Consent) {
  storeConsent(consent);
  setState({ consent });
  sync(consent === 'granted');
}

export function captureEvent(event: BrowserEvent) {
  withPostHog((client) => client.capture(event));
}

/** Operators are known to analytics by their user id (the opaque id the API gives), never by email. */
export function identifyOperator(userId: string) {
  operatorId = userId;
  if (posthogConfig) sync(false);
}

/** After sign-out, the next person on this browser starts anonymous. */
export function resetAnalytics() {
  operatorId = null;
  void posthog?.then((client) => client.reset());
}

export function captureUpgradeClicked() {
  captureEvent('upgrade clicked');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether to ask for consent: analytics is configured, the visitor has not answered, and the browser doesn't say no. */
export function useConsentPending(): boolean {
  // Prerendered pages (and their hydration) start with no banner: it can only appear once the config has loaded.
  const current = useSyncExternalStore(subscribe, () => state, () => serverState);
  return current.configured && current.consent === null && !doNotTrack();
}
