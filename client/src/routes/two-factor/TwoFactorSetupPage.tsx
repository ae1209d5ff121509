import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import { PageSkeleton } from '../../components/Skeleton';
import { SignOutButton } from '../../layouts/dashboard/SignOutButton';
import { useAccessRedirect } from '../access/useAccessRedirect';
import { usePageTitle } from '../public/ComingSoonPage';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import type { TwoFactorSetupPageQuery } from './__generated__/TwoFactorSetupPageQuery.graphql';

const query = graphql`
  query TwoFactorSetupPageQuery {
    viewer {
      ...useAccessRedirect_viewer
    }
  }
`;

function TwoFactorSetupContent() {
  const { viewer } = useLazyLoadQuery<TwoFactorSetupPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const redirect = useAccessRedirect(viewer, 'twoFactorSetup');
  const navigate = useNavigate();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  // Once set up, the recovery codes are shown before the dashboard opens.
  if (recoveryCodes) {
    return (
      <Card id="recovery-codes" title="Two-factor sign-in is on" description="One last step before you go to the dashboard.">
        <RecoveryCodes codes={recoveryCodes} onDone={() => void navigate('/dashboard', { replace: true })} />
      </Card>
    );
  }
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Card
      id="two-factor-setup"
      title="Set up two-factor sign-in"
      description="Your organization requires a code from an authenticator app at each sign-in. Set it up to continue to the dashboard."
    >
      <TwoFactorEnrolment onEnabled={setRecoveryCodes} />
    </Card>
  );
}

/** Where members of an organization that requires two-factor sign-in are led until they have set it up. */
export function TwoFactorSetupPage() {
  usePageTitle('Set up two-factor sign-in');
  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <Suspense fallback={<PageSkeleton label="Loading" />}>
          <TwoFactorSetupContent />
        </Suspense>
      </main>
    </div>
  );
}
