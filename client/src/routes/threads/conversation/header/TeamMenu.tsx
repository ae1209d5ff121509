import { graphql, useFragment } from 'react-relay';
import { Menu, MenuCheckboxItem, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../../../components/DropdownMenu';
import { ChevronUpDownIcon, CloseIcon, UsersIcon } from '../../../../components/icons';
import { useToast } from '../../../../components/Toast';
import { useAssignThreadToTeamMutation } from '../../../../mutations/useAssignThreadToTeamMutation';
import { headerButtonClasses } from './headerButton';
import type { TeamMenu_organization$key } from './__generated__/TeamMenu_organization.graphql';

const organizationFragment = graphql`
  fragment TeamMenu_organization on Organization {
    teams {
      id
      name
    }
  }
`;

type TeamMenuProps = {
  threadId: string;
  team: { readonly id: string; readonly name: string } | null | undefined;
  organization: TeamMenu_organization$key;
};

/** Which team the conversation belongs to; hidden while the organization has no teams. */
export function TeamMenu({ threadId, team, organization: organizationKey }: TeamMenuProps) {
  const { teams } = useFragment(organizationFragment, organizationKey);
  const [assign, isAssigning] = useAssignThreadToTeamMutation();
  const toast = useToast();
  if (teams.length === 0 && !team) return null;

  const assignTo = async (teamId: string | null) => {
    const outcome = await assign({ threadId, teamId });
    if (!outcome.ok) toast({ title: 'Could not change the team', description: outcome.error.message, tone: 'error' });
  };

  return (
    <Menu>
      <MenuTrigger disabled={isAssigning} className={headerButtonClasses} title={team ? `Team: ${team.name}` : 'Choose a team'}>
        <UsersIcon className="size-4 text-gray-500" />
        <span className="max-w-28 truncate @max-2xl:sr-only">{team ? team.name : 'No team'}</span>
        <span className="sr-only">{team ? ', team. Change team' : ': no team yet'}</span>
        <ChevronUpDownIcon className="size-3.5 text-gray-500 @max-2xl:hidden" />
      </MenuTrigger>
      <MenuContent align="end" className="w-56">
        <MenuLabel>Teams</MenuLabel>
        {teams.map((candidate) => (
          <MenuCheckboxItem key={candidate.id} checked={team?.id === candidate.id} onSelect={() => void assignTo(candidate.id)}>
            <span className="min-w-0 flex-1 truncate">{candidate.name}</span>
          </MenuCheckboxItem>
        ))}
        {team && (
          <>
            <MenuSeparator />
            <MenuItem icon={<CloseIcon className="size-4" />} onSelect={() => void assignTo(null)}>
              Remove from team
            </MenuItem>
          </>
        )}
      </MenuContent>
    </Menu>
  );
}
