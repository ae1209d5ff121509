import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../components/Card';
import { MailIcon } from '../../../components/icons';
import { TeamSettingsInvitationRow } from './TeamSettingsInvitationRow';
import type { TeamSettingsInvitations_organization$key } from './__generated__/TeamSettingsInvitations_organization.graphql';

const organizationFragment = graphql`
  fragment TeamSettingsInvitations_organization on Organization {
    pendingInvitations {
      id
      ...TeamSettingsInvitationRow_invitation
    }
  }
`;

export function TeamSettingsInvitations({ organization: organizationKey }: { organization: TeamSettingsInvitations_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const invitations = organization.pendingInvitations.filter((invitation) => invitation != null);
  return (
    <Card id="invitations" title="Pending invitations" description="Invitations that have not been accepted yet." flush>
      {invitations.length === 0 ? (
        <div className="flex items-center gap-3 border-t border-gray-100 px-5 py-5 text-sm text-gray-600 sm:px-6">
          <MailIcon className="size-4 text-gray-500" />
          No pending invitations. People you invite appear here until they join.
        </div>
      ) : (
        <ul className="divide-y divide-gray-100 border-t border-gray-100">
          {invitations.map((invitation) => (
            <TeamSettingsInvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </Card>
  );
}
