// The build without a script loader (PostHog never injects code into our pages), plus the survey renderer it
// would otherwise download. Session replay, which we never use, stays out of the bundle.
import posthog, { type PostHog } from 'posthog-js/no-external';
import 'posthog-js/dist/surveys';
import type { TelemetryConfig } from './runtimeConfig';

/** Query parameters that carry secrets or identities in our links; PostHog masks them in every URL it records. */
const privateQueryParameters = ['token', 'invitation', 'next', 'email'];

/** PostHog, downloaded and started only once analytics is allowed; capturing is switched on by the caller. */
export function startPostHog(config: NonNullable<TelemetryConfig['posthog']>): PostHog {
  posthog.init(config.key, {
    api_host: config.host,
    persistence: 'localStorage',
    respect_dnt: true,
    opt_out_capturing_by_default: true,
    person_profiles: 'identified_only',
    // Page views follow the router and consent (see analytics.ts), not every history change.
    capture_pageview: false,
    capture_pageleave: false,
    // Only the events we name: no autocapture, no session recording, and never any text from the page.
    autocapture: false,
    disable_session_recording: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    mask_personal_data_properties: true,
    custom_personal_data_properties: privateQueryParameters,
    capture_exceptions: false,
    // Feature flags and surveys stay on; nothing is ever downloaded from PostHog at run time.
    disable_surveys: false,
    disable_external_dependency_loading: true,
  });
  return posthog;
}
