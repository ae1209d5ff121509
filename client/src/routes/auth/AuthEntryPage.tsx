import { useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/Notice';
import { withQuery } from '../../lib/returnPath';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAccessRedirect } from '../access/useAccessRedirect';
import { AuthHeading } from './AuthHeading';
import { InvitationAcceptCard } from './InvitationAcceptCard';
import { InvitationBanner } from './InvitationBanner';
import type { AuthEntryPageQuery } from './__generated__/AuthEntryPageQuery.graphql';

const query = graphql`
  query AuthEntryPageQuery($invitationToken: String!, $hasInvitation: Boolean!) {
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

type AuthEntryPageProps = {
  pageTitle: string;
  heading: string;
  /** Under the heading: one line for someone following an invitation link, one for everyone else. */
  description: { invited: string; uninvited: string };
  invalidInvitationNotice: string;
  /** The sign-in or sign-up form; it calls `onAttempt` as it submits so a successful attempt accepts the invitation without asking again. */
  renderForm: (invitedEmail: string | null, onAttempt: () => void) => ReactNode;
  /** The way to the other entry page, which keeps the invitation token. */
  alternative: { question: string; linkLabel: string; path: string };
};

/** Sign-in and sign-up: a guest gets the form, and an invitation link is honoured the same way on both. */
export function AuthEntryPage({ pageTitle, heading, description, invalidInvitationNotice, renderForm, alternative }: AuthEntryPageProps) {
  usePageTitle(pageTitle);
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation');
  const data = useLazyLoadQuery<AuthEntryPageQuery>(query, { invitationToken: invitationToken ?? '', hasInvitation: Boolean(invitationToken) });
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
      <AuthHeading title={heading} description={invitation ? description.invited : description.uninvited} />
      {invitationToken && !invitation && (
        <Notice tone="warning" className="mb-5">
          {invalidInvitationNotice}
        </Notice>
      )}
      {renderForm(invitation?.email ?? null, () => setJustSignedIn(true))}
      <p className="mt-6 text-center text-sm text-gray-600">
        {alternative.question}{' '}
        <Link to={withQuery(alternative.path, { invitation: invitationToken })} className="font-medium text-indigo-700 hover:text-indigo-800">
          {alternative.linkLabel}
        </Link>
      </p>
    </div>
  );
}
