import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../components/Card';
import { TeamSettingsMemberRow } from './TeamSettingsMemberRow';
import type { TeamSettingsMembers_organization$key } from './__generated__/TeamSettingsMembers_organization.graphql';

const organizationFragment = graphql`
  fragment TeamSettingsMembers_organization on Organization {
    id
    viewerRole
    members {
      id
      ...TeamSettingsMemberRow_membership
    }
  }
`;

export function TeamSettingsMembers({ organization: organizationKey }: { organization: TeamSettingsMembers_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  // Removed members are deleted from the store and can leave a gap in the list until it refetches.
  const members = organization.members.filter((member) => member != null);
  return (
    <Card id="members" title="Members" description={`${members.length} ${members.length === 1 ? 'person' : 'people'} in this organization.`} flush>
      {/* Column labels for wide screens; on phones each row wraps its role and actions under the name. */}
      <div aria-hidden="true" className="hidden items-center gap-4 border-y border-gray-100 bg-gray-50/80 px-5 py-2 text-xs font-medium text-gray-600 sm:flex sm:px-6">
        <span className="flex-1">Member</span>
        <span className="hidden w-40 md:block">Teams</span>
        <span className="w-28">Role</span>
        <span className="w-20" />
      </div>
      <ul aria-label="Members" className="divide-y divide-gray-100 border-t border-gray-100 sm:border-t-0">
        {members.map((member) => (
          <TeamSettingsMemberRow key={member.id} membership={member} viewerRole={organization.viewerRole} organizationId={organization.id} />
        ))}
      </ul>
    </Card>
  );
}
