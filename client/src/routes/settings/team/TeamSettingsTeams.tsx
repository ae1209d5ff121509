import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PlusIcon, UsersIcon } from '../../../components/icons';
import { canManageTeam } from '../../../lib/roles';
import { TeamEditorDialog, type TeamMemberOption } from './TeamEditorDialog';
import { TeamSettingsTeamRow } from './TeamSettingsTeamRow';
import type { TeamSettingsTeams_organization$key } from './__generated__/TeamSettingsTeams_organization.graphql';

const organizationFragment = graphql`
  fragment TeamSettingsTeams_organization on Organization {
    id
    viewerRole
    teams {
      id
      ...TeamSettingsTeamRow_team
    }
    members {
      id
      user {
        name
        email
      }
    }
  }
`;

export function TeamSettingsTeams({ organization: organizationKey }: { organization: TeamSettingsTeams_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [creating, setCreating] = useState(false);
  const canManage = canManageTeam(organization.viewerRole);
  const teams = organization.teams.filter((team) => team != null);
  const memberOptions: TeamMemberOption[] = organization.members
    .filter((member) => member != null)
    .map((member) => ({ id: member.id, name: member.user.name, email: member.user.email }));

  return (
    <Card
      id="teams"
      title="Teams"
      description="Groups of members, such as Sales or Support, that conversations can be routed to."
      flush
      actions={
        canManage && (
          <Button size="sm" variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
            New team
          </Button>
        )
      }
    >
      {teams.length === 0 ? (
        <div className="border-t border-gray-100">
          <EmptyState
            icon={<UsersIcon />}
            title="No teams yet"
            description={canManage ? 'Create a team to group the people who handle the same kind of questions.' : 'Admins can group members into teams.'}
            className="py-10"
          />
        </div>
      ) : (
        <ul className="divide-y divide-gray-100 border-t border-gray-100">
          {teams.map((team) => (
            <TeamSettingsTeamRow key={team.id} team={team} canManage={canManage} memberOptions={memberOptions} />
          ))}
        </ul>
      )}
      {canManage && <TeamEditorDialog open={creating} onOpenChange={setCreating} organizationId={organization.id} memberOptions={memberOptions} />}
    </Card>
  );
}
