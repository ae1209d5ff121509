import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import type { AvailabilitySettingsPageQuery } from './__generated__/AvailabilitySettingsPageQuery.graphql';
import { AvailabilitySettingsForm } from './AvailabilitySettingsForm';
import { OwnStatusCard } from './OwnStatusCard';
import { TeamAvailabilityStatus } from './TeamAvailabilityStatus';
import { useAvailabilityUpdatesSubscription } from './useAvailabilityUpdatesSubscription';

const query = graphql`
  query AvailabilitySettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
        ...TeamAvailabilityStatus_organization
        ...AvailabilitySettingsForm_organization
      }
      memberships {
        organization {
          id
        }
        ...OwnStatusCard_membership
      }
    }
  }
`;

export function AvailabilitySettingsPage() {
  usePageTitle('Availability settings');
  const { viewer } = useLazyLoadQuery<AvailabilitySettingsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  const membership = viewer?.memberships.find((candidate) => candidate.organization.id === organization?.id);
  if (!organization || !membership) return null;
  return <AvailabilitySettings organization={organization} membership={membership} />;
}

type Loaded = NonNullable<NonNullable<AvailabilitySettingsPageQuery['response']['viewer']>['activeOrganization']>;
type LoadedMembership = NonNullable<AvailabilitySettingsPageQuery['response']['viewer']>['memberships'][number];

function AvailabilitySettings({ organization, membership }: { organization: Loaded; membership: LoadedMembership }) {
  useAvailabilityUpdatesSubscription(organization.id);
  return (
    <>
      <PageHeader title="Availability" description="When visitors can expect a live answer, and what happens when they can't." />
      <div className="space-y-6">
        <TeamAvailabilityStatus organization={organization} />
        <OwnStatusCard membership={membership} />
        <AvailabilitySettingsForm organization={organization} editable={canManageTeam(organization.viewerRole)} />
      </div>
    </>
  );
}
