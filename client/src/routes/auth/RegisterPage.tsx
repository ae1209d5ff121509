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
import { RegisterForm } from './RegisterForm';
import type { RegisterPageQuery } from './__generated__/RegisterPageQuery.graphql';

const query = graphql`
  query RegisterPageQuery($invitationToken: String!, $hasInvitation: Boolean!) {
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

export function RegisterPage() {
  usePageTitle('Create your account');
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation');
  const data = useLazyLoadQuery<RegisterPageQuery>(query, { invitationToken: invitationToken ?? '', hasInvitation: Boolean(invitationToken) });
  const redirect = useAccessRedirect(data.viewer, 'guest');
  const [justRegistered, setJustRegistered] = useState(false);

  if (redirect) return <Navigate to={redirect} replace />;
  if (data.viewer && invitationToken) {
    return (
      <InvitationAcceptCard
        viewer={data.viewer}
        token={invitationToken}
        organizationName={data.invitation?.organizationName ?? null}
        acceptImmediately={justRegistered}
      />
    );
  }

  const invitation = data.invitation ?? null;
  return (
    <div>
      {invitation && <InvitationBanner invitation={invitation} />}
      <AuthHeading title="Create your account" description={invitation ? 'Set up your account to join the team.' : 'Start talking with your website visitors in minutes.'} />
      {invitationToken && !invitation && (
        <Notice tone="warning" className="mb-5">
          This invitation is invalid, was revoked or has expired. Ask whoever invited you for a new one, or create an account of your own.
        </Notice>
      )}
      <RegisterForm invitedEmail={invitation?.email ?? null} onAttempt={() => setJustRegistered(true)} />
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{' '}
        <Link to={withQuery('/login', { invitation: invitationToken })} className="font-medium text-indigo-700 hover:text-indigo-800">
          Sign in
        </Link>
      </p>
    </div>
  );
}
