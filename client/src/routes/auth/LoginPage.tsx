import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/Notice';
import { withQuery } from '../../lib/returnPath';
import { usePageTitle } from '../public/ComingSoonPage';
import { useAccessRedirect } from '../access/useAccessRedirect';
import { AuthHeading } from './AuthHeading';
import { InvitationAcceptCard } from './InvitationAcceptCard';
import { InvitationBanner } from './InvitationBanner';
import { LoginForm } from './LoginForm';
import type { LoginPageQuery } from './__generated__/LoginPageQuery.graphql';

const query = graphql`
  query LoginPageQuery($invitationToken: String!, $hasInvitation: Boolean!) {
    viewer {
      ...useAccessRedirect_viewer
      ...InvitationAcceptCard_viewer
    }
    invitation(token: $invitationToken) @include(if: $hasInvitation) {
      email
      organizationName
      ...InvitationBanner_invitation
    }
  }
`;

export function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation');
  const data = useLazyLoadQuery<LoginPageQuery>(query, { invitationToken: invitationToken ?? '', hasInvitation: Boolean(invitationToken) });
  const redirect = useAccessRedirect(data.viewer, 'guest');
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (redirect) return <Navigate to={redirect} replace />;
  if (data.viewer && invitationToken) {
    return (
      <InvitationAcceptCard
        viewer={data.viewer}
        token={invitationToken}
        organizationName={data.invitation?.organizationName ?? null}
        acceptImmediately={justSignedIn}
      />
    );
  }

  const invitation = data.invitation ?? null;
  return (
    <div>
      {invitation && <InvitationBanner invitation={invitation} />}
      <AuthHeading title="Sign in to Parley" description={invitation ? 'Sign in to accept the invitation.' : 'Welcome back. Your visitors are waiting.'} />
      {invitationToken && !invitation && (
        <Notice tone="warning" className="mb-5">
          This invitation is invalid, was revoked or has expired. Ask whoever invited you for a new one.
        </Notice>
      )}
      <LoginForm initialEmail={invitation?.email ?? ''} onAttempt={() => setJustSignedIn(true)} />
      <p className="mt-6 text-center text-sm text-gray-600">
        New to Parley?{' '}
        <Link to={withQuery('/register', { invitation: invitationToken })} className="font-medium text-indigo-700 hover:text-indigo-800">
          Create an account
        </Link>
      </p>
    </div>
  );
}
