import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../../components/PageHeader';
import { useActiveOrganization } from '../../../layouts/dashboard/activeOrganization';
import { canManageTeam } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import { TeamSettingsInvitations } from './TeamSettingsInvitations';
import { TeamSettingsInviteForm } from './TeamSettingsInviteForm';
import { TeamSettingsMembers } from './TeamSettingsMembers';
import { TeamSettingsTeams } from './TeamSettingsTeams';
import { useTeamSettingsUpdatesSubscription } from './useTeamSettingsUpdatesSubscription';
import type { TeamSettingsPageQuery } from './__generated__/TeamSettingsPageQuery.graphql';

// Invitations are visible to admins only; asking for them as an agent would fail the whole organization.
const query = graphql`
  query TeamSettingsPageQuery($canManage: Boolean!) {
    viewer {
      activeOrganization {
        id
        ...TeamSettingsMembers_organization
        ...TeamSettingsTeams_organization
        ...TeamSettingsInviteForm_organization @include(if: $canManage) @alias(as: "inviteForm")
        ...TeamSettingsInvitations_organization @include(if: $canManage) @alias(as: "invitations")
      }
    }
  }
`;

export function TeamSettingsPage() {
  usePageTitle('Team settings');
  const { id: organizationId, viewerRole } = useActiveOrganization();
  const canManage = canManageTeam(viewerRole);
  const { viewer } = useLazyLoadQuery<TeamSettingsPageQuery>(query, { canManage }, { fetchPolicy: 'store-and-network' });
  useTeamSettingsUpdatesSubscription(organizationId, canManage);
  const organization = viewer?.activeOrganization;
  if (!organization) return null;

  return (
    <>
      <PageHeader
        title="Team"
        description={canManage ? 'Invite people, choose what they can do, and group them into teams.' : 'The people you answer conversations with.'}
      />
      <div className="space-y-6">
        {organization.inviteForm && <TeamSettingsInviteForm organization={organization.inviteForm} />}
        <TeamSettingsMembers organization={organization} />
        {organization.invitations && <TeamSettingsInvitations organization={organization.invitations} />}
        <TeamSettingsTeams organization={organization} />
      </div>
    </>
  );
}
