import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { SignedInCheckInbox } from './SignedInCheckInbox';
import { ResendVerificationForm } from './ResendVerificationForm';
import { VerifyTokenPanel } from './VerifyTokenPanel';
import type { VerifyPageQuery } from './__generated__/VerifyPageQuery.graphql';

const query = graphql`
  query VerifyPageQuery {
    viewer {
      emailVerified
      ...SignedInCheckInbox_viewer
    }
  }
`;

/**
 * With `?token=` (the emailed link): confirms the address. Without: asks the signed-in person to check their
 * inbox, or lets a signed-out one ask for a new link.
 */
export function VerifyPage() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { viewer } = useLazyLoadQuery<VerifyPageQuery>(query, {});

  if (token) return <VerifyTokenPanel token={token} signedIn={viewer !== null} />;
  if (!viewer) return <ResendVerificationForm />;
  if (viewer.emailVerified) return <Navigate to="/dashboard" replace />;
  return <SignedInCheckInbox viewer={viewer} />;
}
