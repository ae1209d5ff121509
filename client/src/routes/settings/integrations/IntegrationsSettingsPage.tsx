import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Notice } from '../../../components/Notice';
import { PageHeader } from '../../../components/PageHeader';
import { SectionErrorBoundary } from '../../../components/SectionErrorBoundary';
import { Skeleton } from '../../../components/Skeleton';
import { canManageTeam, type Role } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import { ApiKeysSection } from './ApiKeysSection';
import { SlackSection } from './SlackSection';
import { WebhooksSection } from './WebhooksSection';
import type { IntegrationsSettingsPageQuery } from './__generated__/IntegrationsSettingsPageQuery.graphql';

const query = graphql`
  query IntegrationsSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
      }
    }
  }
`;

const noVariables = {};

/** /dashboard/settings/integrations: each integration is a section with its own query, shown to owners and admins. */
export function IntegrationsSettingsPage() {
  usePageTitle('Integrations');
  const { viewer } = useLazyLoadQuery<IntegrationsSettingsPageQuery>(query, noVariables);
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  return (
    <>
      <PageHeader title="Integrations" description="Connect Parley to your own systems." />
      {canManageTeam(organization.viewerRole as Role) ? (
        <div className="space-y-6">
          <SectionErrorBoundary what="API keys">
            <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
              <ApiKeysSection organizationId={organization.id} />
            </Suspense>
          </SectionErrorBoundary>
          <SectionErrorBoundary what="Webhooks">
            <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
              <WebhooksSection organizationId={organization.id} />
            </Suspense>
          </SectionErrorBoundary>
          <SectionErrorBoundary what="Slack">
            <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
              <SlackSection organizationId={organization.id} />
            </Suspense>
          </SectionErrorBoundary>
        </div>
      ) : (
        <Notice>Owners and admins manage integrations.</Notice>
      )}
    </>
  );
}
