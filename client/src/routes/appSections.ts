/**
 * Top-level paths of the app's own screens (sign-in, onboarding, dashboard), rendered in the browser from
 * app.html. The server serves that shell for them, and the public site hands them over with a full page load.
 */
export const appSections = ['login', 'register', 'reset', 'verify', 'onboarding', 'two-factor-setup', 'dashboard'] as const;
