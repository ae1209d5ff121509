import { graphql, useFragment } from 'react-relay';
import { useLocation, useSearchParams } from 'react-router';
import { safeReturnPath, withQuery } from '../../lib/returnPath';
import type { useAccessRedirect_viewer$key } from './__generated__/useAccessRedirect_viewer.graphql';

/**
 * Who may see a route:
 * - `guest`: sign-in and sign-up; signed-in people move on (to `?next=`, the dashboard, or /verify) unless
 *   they carry an invitation. This is also how those forms leave the page after success.
 * - `verified`: the dashboard; needs a session, a confirmed email and an organization.
 * - `onboarding`: needs a session and a confirmed email; an organization that finished onboarding goes on to the dashboard.
 * - `twoFactorSetup`: for someone an organization requires to set up two-factor sign-in; others go on to the dashboard.
 * The dashboard and onboarding send whoever an organization requires it of to set up two-factor sign-in first.
 */
type AccessRule = 'guest' | 'verified' | 'onboarding' | 'twoFactorSetup';

export const twoFactorSetupPath = '/two-factor-setup';

const viewerFragment = graphql`
  fragment useAccessRedirect_viewer on User {
    emailVerified
    twoFactorSetupRequired
    activeOrganization {
      id
      onboardingCompleted
    }
  }
`;

/** Where to send the viewer instead, or null when they may stay on this route. */
export function useAccessRedirect(viewerKey: useAccessRedirect_viewer$key | null | undefined, rule: AccessRule): string | null {
  const viewer = useFragment(viewerFragment, viewerKey ?? null);
  const location = useLocation();
  const [params] = useSearchParams();

  if (rule === 'guest') {
    if (!viewer || params.get('invitation')) return null;
    return viewer.emailVerified ? safeReturnPath(params.get('next')) : '/verify';
  }
  if (!viewer) return withQuery('/login', { next: `${location.pathname}${location.search}` });
  if (!viewer.emailVerified) return '/verify';
  if (rule === 'twoFactorSetup') return viewer.twoFactorSetupRequired ? null : '/dashboard';
  if (viewer.twoFactorSetupRequired) return twoFactorSetupPath;
  if (rule === 'verified') return viewer.activeOrganization ? null : '/onboarding';
  return viewer.activeOrganization?.onboardingCompleted ? '/dashboard' : null;
}
