import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { PageSkeleton } from '../../components/Skeleton';
import { SignOutButton } from '../../layouts/dashboard/SignOutButton';
import { usePageTitle } from '../public/ComingSoonPage';
import { useAccessRedirect } from '../access/useAccessRedirect';
import { OnboardingFlow } from './OnboardingFlow';
import type { OnboardingPageQuery } from './__generated__/OnboardingPageQuery.graphql';

const query = graphql`
  query OnboardingPageQuery {
    viewer {
      name
      ...useAccessRedirect_viewer
      activeOrganization {
        viewerRole
        ...OnboardingFlow_organization
      }
    }
  }
`;

function OnboardingContent() {
  const { viewer } = useLazyLoadQuery<OnboardingPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const redirect = useAccessRedirect(viewer, 'onboarding');
  if (redirect) return <Navigate to={redirect} replace />;
  const organization = viewer!.activeOrganization;
  // Setting up widgets and inviting people is for admins; an invited agent goes straight to work.
  if (organization?.viewerRole === 'AGENT') return <Navigate to="/dashboard" replace />;
  return <OnboardingFlow organization={organization ?? null} viewerName={viewer!.name} />;
}

export function OnboardingPage() {
  usePageTitle('Set up Parley');
  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <Suspense fallback={<PageSkeleton label="Loading your setup" />}>
          <OnboardingContent />
        </Suspense>
      </main>
    </div>
  );
}
